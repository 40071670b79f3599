/**
 * @generated SignedSource<<a733793b26a43a32c2a617b363e7cd9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_currency_enum = "AED" | "AFN" | "ALL" | "AMD" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "%future added value";
export type portfolio_invite_status_enum = "accepted" | "declined" | "pending" | "%future added value";
export type mockResolversPortfolioQuery$variables = {
  companyId: string;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
};
export type mockResolversPortfolioQuery$data = {
  readonly portfolio_company: ReadonlyArray<{
    readonly document: string;
    readonly id: string;
    readonly investments: ReadonlyArray<{
      readonly created_at: string;
      readonly currency: portfolio_currency_enum;
      readonly gross_amount: string;
      readonly id: string;
      readonly investment_date: string;
      readonly net_amount: string;
      readonly share_percentage: string;
    }>;
    readonly name: string;
    readonly organization: {
      readonly id: string;
      readonly name: string;
    };
    readonly organization_id: string;
    readonly valuation_reports: ReadonlyArray<{
      readonly id: string;
      readonly reference_date: string;
      readonly valuation_amount: string;
      readonly valuation_date: string;
    }>;
  }>;
  readonly portfolio_company_aggregate: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly portfolio_company_by_pk: {
    readonly document: string;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly portfolio_invite: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly status: portfolio_invite_status_enum;
  }>;
  readonly portfolio_organization: ReadonlyArray<{
    readonly client: {
      readonly document: string;
      readonly segment: {
        readonly en_name: string;
        readonly pt_br_name: string;
      } | null | undefined;
    } | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly plan: {
      readonly configuration: unknown;
      readonly name: string;
    } | null | undefined;
  }>;
};
export type mockResolversPortfolioQuery = {
  response: mockResolversPortfolioQuery$data;
  variables: mockResolversPortfolioQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "companyId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "limit"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "offset"
  }
],
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
  "name": "document",
  "storageKey": null
},
v4 = [
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
        "kind": "Literal",
        "name": "order_by",
        "value": {
          "name": "asc"
        }
      }
    ],
    "concreteType": "portfolio_company",
    "kind": "LinkedField",
    "name": "portfolio_company",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "organization_id",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gross_amount",
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
            "name": "share_percentage",
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
            "name": "investment_date",
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
      },
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
            "name": "valuation_amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference_date",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "valuation_date",
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
        "kind": "Variable",
        "name": "id",
        "variableName": "companyId"
      }
    ],
    "concreteType": "portfolio_company",
    "kind": "LinkedField",
    "name": "portfolio_company_by_pk",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "portfolio_company_aggregate",
    "kind": "LinkedField",
    "name": "portfolio_company_aggregate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "portfolio_company_aggregate_fields",
        "kind": "LinkedField",
        "name": "aggregate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
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
    "concreteType": "portfolio_organization",
    "kind": "LinkedField",
    "name": "portfolio_organization",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "portfolio_client",
        "kind": "LinkedField",
        "name": "client",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_segment",
            "kind": "LinkedField",
            "name": "segment",
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
        "concreteType": "portfolio_plan",
        "kind": "LinkedField",
        "name": "plan",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "configuration",
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
    "concreteType": "portfolio_invite",
    "kind": "LinkedField",
    "name": "portfolio_invite",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
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
    "name": "mockResolversPortfolioQuery",
    "selections": (v4/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mockResolversPortfolioQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "c1cd7d181badaabdafd871d40a94bbf4",
    "id": null,
    "metadata": {},
    "name": "mockResolversPortfolioQuery",
    "operationKind": "query",
    "text": "query mockResolversPortfolioQuery(\n  $companyId: uuid!\n  $limit: Int\n  $offset: Int\n) {\n  portfolio_company(order_by: {name: asc}, limit: $limit, offset: $offset) {\n    id\n    name\n    document\n    organization_id\n    organization {\n      id\n      name\n    }\n    investments {\n      id\n      gross_amount\n      net_amount\n      share_percentage\n      currency\n      investment_date\n      created_at\n    }\n    valuation_reports {\n      id\n      valuation_amount\n      reference_date\n      valuation_date\n    }\n  }\n  portfolio_company_by_pk(id: $companyId) {\n    id\n    name\n    document\n  }\n  portfolio_company_aggregate {\n    aggregate {\n      count\n    }\n  }\n  portfolio_organization {\n    id\n    name\n    client {\n      document\n      segment {\n        en_name\n        pt_br_name\n      }\n    }\n    plan {\n      name\n      configuration\n    }\n  }\n  portfolio_invite {\n    id\n    name\n    email\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "26ffa639ebde5c3c1c79f344f97c3f28";

export default node;
