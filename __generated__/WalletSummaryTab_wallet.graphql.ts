/**
 * @generated SignedSource<<c83d49e5576f57bb95f907c3c30a7c6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_currency_enum = "AED" | "AFN" | "ALL" | "AMD" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WalletSummaryTab_wallet$data = {
  readonly companies: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly latest_alerts: ReadonlyArray<{
    readonly alert: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AlertItem_alert">;
    } | null | undefined;
  }>;
  readonly open_alerts: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly pending_invites: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly users: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly wallet_companies: ReadonlyArray<{
    readonly company: {
      readonly valuation_reports: ReadonlyArray<{
        readonly created_at: string;
        readonly valuation_amount: string;
        readonly valuation_currency: portfolio_currency_enum;
        readonly valuation_date: string;
      }>;
    };
    readonly investments: ReadonlyArray<{
      readonly currency: portfolio_currency_enum;
      readonly id: string;
      readonly investment_date: string;
      readonly net_amount: string;
      readonly share_percentage: string;
    }>;
  }>;
  readonly " $fragmentType": "WalletSummaryTab_wallet";
};
export type WalletSummaryTab_wallet$key = {
  readonly " $data"?: WalletSummaryTab_wallet$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletSummaryTab_wallet">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
],
v2 = {
  "kind": "Literal",
  "name": "where",
  "value": {
    "resolved_at": {
      "_is_null": true
    }
  }
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalletSummaryTab_wallet",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_wallet_company",
      "kind": "LinkedField",
      "name": "wallet_companies",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_company",
          "kind": "LinkedField",
          "name": "company",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "portfolio_valuation_report",
              "kind": "LinkedField",
              "name": "valuation_reports",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "valuation_date",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "valuation_amount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "valuation_currency",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "created_at",
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
          "concreteType": "portfolio_investment",
          "kind": "LinkedField",
          "name": "investments",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "investment_date",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "net_amount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "share_percentage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "companies",
      "args": null,
      "concreteType": "portfolio_wallet_company_aggregate",
      "kind": "LinkedField",
      "name": "wallet_companies_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_wallet_company_aggregate_fields",
          "kind": "LinkedField",
          "name": "aggregate",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "users",
      "args": null,
      "concreteType": "portfolio_wallet_user_aggregate",
      "kind": "LinkedField",
      "name": "wallet_users_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_wallet_user_aggregate_fields",
          "kind": "LinkedField",
          "name": "aggregate",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "pending_invites",
      "args": [
        {
          "kind": "Literal",
          "name": "where",
          "value": {
            "status": {
              "_eq": "pending"
            }
          }
        }
      ],
      "concreteType": "portfolio_invite_aggregate",
      "kind": "LinkedField",
      "name": "invites_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_invite_aggregate_fields",
          "kind": "LinkedField",
          "name": "aggregate",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "invites_aggregate(where:{\"status\":{\"_eq\":\"pending\"}})"
    },
    {
      "alias": "open_alerts",
      "args": [
        (v2/*:: as any*/)
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
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "alerts_aggregate(where:{\"resolved_at\":{\"_is_null\":true}})"
    },
    {
      "alias": "latest_alerts",
      "args": [
        {
          "kind": "Literal",
          "name": "limit",
          "value": 5
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
        (v2/*:: as any*/)
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
            (v0/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "AlertItem_alert"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "alerts(limit:5,order_by:[{\"created_at\":\"desc\"},{\"alert_id\":\"asc\"}],where:{\"resolved_at\":{\"_is_null\":true}})"
    }
  ],
  "type": "portfolio_wallet",
  "abstractKey": null
};
})();

(node as any).hash = "6bc9a2dc11a8762193f2f9c0b3682f03";

export default node;
