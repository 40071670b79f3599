/**
 * @generated SignedSource<<6d395ce98507614c88f1c443d8826992>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_currency_enum = "AED" | "AFN" | "ALL" | "AMD" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PerformanceTab_wallet$data = {
  readonly name: string;
  readonly wallet_companies: ReadonlyArray<{
    readonly company: {
      readonly id: string;
      readonly name: string;
      readonly valuation_reports: ReadonlyArray<{
        readonly created_at: string;
        readonly id: string;
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
  readonly " $fragmentType": "PerformanceTab_wallet";
};
export type PerformanceTab_wallet$key = {
  readonly " $data"?: PerformanceTab_wallet$data;
  readonly " $fragmentSpreads": FragmentRefs<"PerformanceTab_wallet">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PerformanceTab_wallet",
  "selections": [
    (v0/*:: as any*/),
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
            (v1/*:: as any*/),
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "portfolio_valuation_report",
              "kind": "LinkedField",
              "name": "valuation_reports",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
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
          "args": [
            {
              "kind": "Literal",
              "name": "order_by",
              "value": [
                {
                  "investment_date": "asc"
                },
                {
                  "id": "asc"
                }
              ]
            }
          ],
          "concreteType": "portfolio_investment",
          "kind": "LinkedField",
          "name": "investments",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
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
          "storageKey": "investments(order_by:[{\"investment_date\":\"asc\"},{\"id\":\"asc\"}])"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "portfolio_wallet",
  "abstractKey": null
};
})();

(node as any).hash = "9a36eecda1e7a1fe32cbc44793fabdce";

export default node;
