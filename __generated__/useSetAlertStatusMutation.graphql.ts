/**
 * @generated SignedSource<<15de286a5d0148c3c684507ca9a68eb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type portfolio_alert_set_input = {
  acknowledged_at?: string | null | undefined;
  resolved_at?: string | null | undefined;
};
export type useSetAlertStatusMutation$variables = {
  id: string;
  set: portfolio_alert_set_input;
};
export type useSetAlertStatusMutation$data = {
  readonly update_portfolio_alert_by_pk: {
    readonly " $fragmentSpreads": FragmentRefs<"AlertItem_alert">;
  } | null | undefined;
};
export type useSetAlertStatusMutation = {
  response: useSetAlertStatusMutation$data;
  variables: useSetAlertStatusMutation$variables;
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
    "name": "set"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "_set",
    "variableName": "set"
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetAlertStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_alert",
        "kind": "LinkedField",
        "name": "update_portfolio_alert_by_pk",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AlertItem_alert"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAlertStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_alert",
        "kind": "LinkedField",
        "name": "update_portfolio_alert_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "figures",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "severity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "created_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acknowledged_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resolved_at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resolved_by_rule",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "en_title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pt_br_title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "en_message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pt_br_message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "client_id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_wallet",
            "kind": "LinkedField",
            "name": "wallet",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_alert_rule",
            "kind": "LinkedField",
            "name": "rule",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "accounting_indicator_kind",
                "kind": "LinkedField",
                "name": "metric",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "en_name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pt_br_name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unit",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "users",
            "kind": "LinkedField",
            "name": "acknowledger",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "users",
            "kind": "LinkedField",
            "name": "resolver",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2a1723946a9cbda4079806d96fba7f12",
    "id": null,
    "metadata": {},
    "name": "useSetAlertStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useSetAlertStatusMutation(\n  $id: uuid!\n  $set: portfolio_alert_set_input!\n) {\n  update_portfolio_alert_by_pk(pk_columns: {id: $id}, _set: $set) {\n    ...AlertItem_alert\n  }\n}\n\nfragment AlertItem_alert on portfolio_alert {\n  id\n  kind\n  figures\n  severity\n  status\n  created_at\n  acknowledged_at\n  resolved_at\n  resolved_by_rule\n  en_title\n  pt_br_title\n  en_message\n  pt_br_message\n  company {\n    id\n    name\n    client_id\n  }\n  wallet {\n    id\n    name\n  }\n  rule {\n    metric {\n      en_name\n      pt_br_name\n      unit\n    }\n  }\n  acknowledger {\n    displayName\n  }\n  resolver {\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "5207bfabd096aeb98d3b3ab4ad1c9614";

export default node;
