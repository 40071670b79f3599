/**
 * @generated SignedSource<<38b2b7ed8b5d0b53aca87c46e10b7d02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_alert_severity_enum = "critical" | "info" | "warning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WalletTable_query$data = {
  readonly portfolio_wallet: ReadonlyArray<{
    readonly alerts: ReadonlyArray<{
      readonly alert: {
        readonly en_title: string | null | undefined;
        readonly figures: unknown;
        readonly id: string;
        readonly kind: string | null | undefined;
        readonly pt_br_title: string | null | undefined;
        readonly rule: {
          readonly metric: {
            readonly en_name: string;
            readonly pt_br_name: string;
            readonly unit: string;
          } | null | undefined;
        } | null | undefined;
        readonly severity: portfolio_alert_severity_enum;
      } | null | undefined;
    }>;
    readonly en_group_name: string | null | undefined;
    readonly id: string;
    readonly investments_aggregate: {
      readonly aggregate: {
        readonly count: number;
      } | null | undefined;
    };
    readonly name: string;
    readonly open_alerts: {
      readonly aggregate: {
        readonly count: number;
      } | null | undefined;
    };
    readonly organization: {
      readonly name: string;
    };
    readonly pt_br_group_name: string | null | undefined;
    readonly segment: {
      readonly en_name: string;
      readonly pt_br_name: string;
    } | null | undefined;
    readonly tax_id: string | null | undefined;
    readonly updated_at: string;
  }>;
  readonly portfolio_wallet_aggregate: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "WalletTable_query";
};
export type WalletTable_query$key = {
  readonly " $data"?: WalletTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "where"
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "en_name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pt_br_name",
  "storageKey": null
},
v5 = {
  "kind": "Literal",
  "name": "where",
  "value": {
    "resolved_at": {
      "_is_null": true
    }
  }
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "limit"
    },
    {
      "kind": "RootArgument",
      "name": "offset"
    },
    {
      "kind": "RootArgument",
      "name": "orderBy"
    },
    {
      "kind": "RootArgument",
      "name": "where"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalletTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "limit",
          "variableName": "limit"
        },
        {
          "kind": "Variable",
          "name": "offset",
          "variableName": "offset"
        },
        {
          "kind": "Variable",
          "name": "order_by",
          "variableName": "orderBy"
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_wallet",
      "kind": "LinkedField",
      "name": "portfolio_wallet",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tax_id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "en_group_name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pt_br_group_name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updated_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_segment",
          "kind": "LinkedField",
          "name": "segment",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_organization",
          "kind": "LinkedField",
          "name": "organization",
          "plural": false,
          "selections": [
            (v2/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "limit",
              "value": 1
            },
            {
              "kind": "Literal",
              "name": "order_by",
              "value": [
                {
                  "created_at": "desc"
                },
                {
                  "alert_id": "asc"
                }
              ]
            },
            (v5/*:: as any*/)
          ],
          "concreteType": "portfolio_wallet_alert",
          "kind": "LinkedField",
          "name": "alerts",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "portfolio_alert",
              "kind": "LinkedField",
              "name": "alert",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
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
                        (v3/*:: as any*/),
                        (v4/*:: as any*/),
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "alerts(limit:1,order_by:[{\"created_at\":\"desc\"},{\"alert_id\":\"asc\"}],where:{\"resolved_at\":{\"_is_null\":true}})"
        },
        {
          "alias": "open_alerts",
          "args": [
            (v5/*:: as any*/)
          ],
          "concreteType": "portfolio_wallet_alert_aggregate",
          "kind": "LinkedField",
          "name": "alerts_aggregate",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "portfolio_wallet_alert_aggregate_fields",
              "kind": "LinkedField",
              "name": "aggregate",
              "plural": false,
              "selections": (v6/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": "alerts_aggregate(where:{\"resolved_at\":{\"_is_null\":true}})"
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_investment_aggregate",
          "kind": "LinkedField",
          "name": "investments_aggregate",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "portfolio_investment_aggregate_fields",
              "kind": "LinkedField",
              "name": "aggregate",
              "plural": false,
              "selections": (v6/*:: as any*/),
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
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_wallet_aggregate",
      "kind": "LinkedField",
      "name": "portfolio_wallet_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_wallet_aggregate_fields",
          "kind": "LinkedField",
          "name": "aggregate",
          "plural": false,
          "selections": (v6/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "9dbd0f4219b40f869009b2a1b0f777eb";

export default node;
