/**
 * @generated SignedSource<<e190fae25535b83f70ae1b8e0705a35e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteOrganizationMutation$variables = {
  id: string;
};
export type useDeleteOrganizationMutation$data = {
  readonly delete_portfolio_organization: {
    readonly affected_rows: number;
  } | null | undefined;
};
export type useDeleteOrganizationMutation = {
  response: useDeleteOrganizationMutation$data;
  variables: useDeleteOrganizationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_eq",
                "variableName": "id"
              }
            ],
            "kind": "ObjectValue",
            "name": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "portfolio_organization_mutation_response",
    "kind": "LinkedField",
    "name": "delete_portfolio_organization",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "affected_rows",
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
    "name": "useDeleteOrganizationMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteOrganizationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "91f1f578b3d10a800eb4757e302bb108",
    "id": null,
    "metadata": {},
    "name": "useDeleteOrganizationMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteOrganizationMutation(\n  $id: uuid!\n) {\n  delete_portfolio_organization(where: {id: {_eq: $id}}) {\n    affected_rows\n  }\n}\n"
  }
};
})();

(node as any).hash = "30b41aa221d451578c3c3c397115badd";

export default node;
