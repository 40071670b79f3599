/**
 * @generated SignedSource<<a1d27f53cdd45303597955fa450e887a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSetMaterialityMutation$variables = {
  id: string;
  percent: string;
};
export type useSetMaterialityMutation$data = {
  readonly update_portfolio_organization_by_pk: {
    readonly id: string;
    readonly materiality_percent: string;
  } | null | undefined;
};
export type useSetMaterialityMutation = {
  response: useSetMaterialityMutation$data;
  variables: useSetMaterialityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "percent"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "materiality_percent",
            "variableName": "percent"
          }
        ],
        "kind": "ObjectValue",
        "name": "_set"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "pk_columns"
      }
    ],
    "concreteType": "portfolio_organization",
    "kind": "LinkedField",
    "name": "update_portfolio_organization_by_pk",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "materiality_percent",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetMaterialityMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetMaterialityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "642ec41156f0693c29509c22778e3094",
    "id": null,
    "metadata": {},
    "name": "useSetMaterialityMutation",
    "operationKind": "mutation",
    "text": "mutation useSetMaterialityMutation(\n  $id: uuid!\n  $percent: numeric!\n) {\n  update_portfolio_organization_by_pk(pk_columns: {id: $id}, _set: {materiality_percent: $percent}) {\n    id\n    materiality_percent\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb13966491270b19731b3163da7b90ff";

export default node;
