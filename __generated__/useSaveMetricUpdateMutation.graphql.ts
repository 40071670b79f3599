/**
 * @generated SignedSource<<d8fec9a1fb7068d17417b8dcec3195ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accounting_indicator_kind_set_input = {
  en_definition?: string | null | undefined;
  en_name?: string | null | undefined;
  favourable?: string | null | undefined;
  period_rule?: string | null | undefined;
  pt_br_definition?: string | null | undefined;
  pt_br_name?: string | null | undefined;
  unit?: string | null | undefined;
};
export type useSaveMetricUpdateMutation$variables = {
  set: accounting_indicator_kind_set_input;
  value: string;
};
export type useSaveMetricUpdateMutation$data = {
  readonly update_accounting_indicator_kind_by_pk: {
    readonly value: string;
  } | null | undefined;
};
export type useSaveMetricUpdateMutation = {
  response: useSaveMetricUpdateMutation$data;
  variables: useSaveMetricUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "set"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "value"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "_set",
        "variableName": "set"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "value",
            "variableName": "value"
          }
        ],
        "kind": "ObjectValue",
        "name": "pk_columns"
      }
    ],
    "concreteType": "accounting_indicator_kind",
    "kind": "LinkedField",
    "name": "update_accounting_indicator_kind_by_pk",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveMetricUpdateMutation",
    "selections": (v2/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSaveMetricUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "11d0659d7830aa6d140aa744761e3d3f",
    "id": null,
    "metadata": {},
    "name": "useSaveMetricUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveMetricUpdateMutation(\n  $value: String!\n  $set: accounting_indicator_kind_set_input!\n) {\n  update_accounting_indicator_kind_by_pk(pk_columns: {value: $value}, _set: $set) {\n    value\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3e70a00740d7e1d56d46fb96e692374";

export default node;
