/**
 * @generated SignedSource<<c1a7b0aedd2ad58c7cffd725473714cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardChartsQuery$variables = {
  currency: string;
  organizationId: string;
};
export type DashboardChartsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CompanyAllocationChart_query" | "CompanyMoicChart_query" | "ValueHistoryChart_query" | "WalletValueChart_query">;
};
export type DashboardChartsQuery = {
  response: DashboardChartsQuery$data;
  variables: DashboardChartsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "currency"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "currency",
    "variableName": "currency"
  },
  {
    "kind": "Variable",
    "name": "organizationId",
    "variableName": "organizationId"
  }
],
v3 = {
  "fields": [
    {
      "kind": "Variable",
      "name": "_eq",
      "variableName": "currency"
    }
  ],
  "kind": "ObjectValue",
  "name": "currency"
},
v4 = {
  "fields": [
    {
      "kind": "Variable",
      "name": "_eq",
      "variableName": "organizationId"
    }
  ],
  "kind": "ObjectValue",
  "name": "organization_id"
},
v5 = {
  "fields": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "kind": "ObjectValue",
  "name": "where"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invested",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "current_value",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "valued",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unvalued",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mismatched",
  "storageKey": null
},
v11 = {
  "invested": "desc"
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "investments",
  "storageKey": null
},
v14 = [
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
    "name": "name",
    "storageKey": null
  }
],
v15 = {
  "company_id": "asc"
},
v16 = {
  "_gt": 0
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "company_id",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "portfolio_company",
  "kind": "LinkedField",
  "name": "company",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardChartsQuery",
    "selections": [
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ValueHistoryChart_query"
      },
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "WalletValueChart_query"
      },
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "CompanyAllocationChart_query"
      },
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "CompanyMoicChart_query"
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardChartsQuery",
    "selections": [
      {
        "alias": "valueHistory",
        "args": [
          {
            "kind": "Literal",
            "name": "order_by",
            "value": [
              {
                "at": "asc"
              }
            ]
          },
          (v5/*:: as any*/)
        ],
        "concreteType": "portfolio_organization_value_history",
        "kind": "LinkedField",
        "name": "portfolio_organization_value_history",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "at",
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "walletPerformance",
        "args": [
          {
            "kind": "Literal",
            "name": "limit",
            "value": 13
          },
          {
            "kind": "Literal",
            "name": "order_by",
            "value": [
              (v11/*:: as any*/),
              {
                "wallet_id": "asc"
              }
            ]
          },
          (v5/*:: as any*/)
        ],
        "concreteType": "portfolio_wallet_performance",
        "kind": "LinkedField",
        "name": "portfolio_wallet_performance",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "wallet_id",
            "storageKey": null
          },
          (v12/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v13/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_wallet",
            "kind": "LinkedField",
            "name": "wallet",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "companyAllocation",
        "args": [
          {
            "kind": "Literal",
            "name": "limit",
            "value": 8
          },
          {
            "kind": "Literal",
            "name": "order_by",
            "value": [
              {
                "current_value": "desc"
              },
              (v15/*:: as any*/)
            ]
          },
          {
            "fields": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "Literal",
                "name": "valued",
                "value": (v16/*:: as any*/)
              }
            ],
            "kind": "ObjectValue",
            "name": "where"
          }
        ],
        "concreteType": "portfolio_company_performance",
        "kind": "LinkedField",
        "name": "portfolio_company_performance",
        "plural": true,
        "selections": [
          (v17/*:: as any*/),
          (v7/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "companyMoic",
        "args": [
          {
            "kind": "Literal",
            "name": "limit",
            "value": 10
          },
          {
            "kind": "Literal",
            "name": "order_by",
            "value": [
              (v11/*:: as any*/),
              (v15/*:: as any*/)
            ]
          },
          {
            "fields": [
              (v3/*:: as any*/),
              {
                "kind": "Literal",
                "name": "investments",
                "value": (v16/*:: as any*/)
              },
              (v4/*:: as any*/)
            ],
            "kind": "ObjectValue",
            "name": "where"
          }
        ],
        "concreteType": "portfolio_company_performance",
        "kind": "LinkedField",
        "name": "portfolio_company_performance",
        "plural": true,
        "selections": [
          (v17/*:: as any*/),
          (v12/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v13/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "94917d204669fb44eddeaef3c13d4db8",
    "id": null,
    "metadata": {},
    "name": "DashboardChartsQuery",
    "operationKind": "query",
    "text": "query DashboardChartsQuery(\n  $organizationId: uuid!\n  $currency: String!\n) {\n  ...ValueHistoryChart_query_5PS33\n  ...WalletValueChart_query_5PS33\n  ...CompanyAllocationChart_query_5PS33\n  ...CompanyMoicChart_query_5PS33\n}\n\nfragment CompanyAllocationChart_query_5PS33 on query_root {\n  companyAllocation: portfolio_company_performance(where: {organization_id: {_eq: $organizationId}, currency: {_eq: $currency}, valued: {_gt: 0}}, order_by: [{current_value: desc}, {company_id: asc}], limit: 8) {\n    company_id\n    current_value\n    company {\n      id\n      name\n    }\n  }\n}\n\nfragment CompanyMoicChart_query_5PS33 on query_root {\n  companyMoic: portfolio_company_performance(where: {organization_id: {_eq: $organizationId}, currency: {_eq: $currency}, investments: {_gt: 0}}, order_by: [{invested: desc}, {company_id: asc}], limit: 10) {\n    company_id\n    currency\n    invested\n    current_value\n    investments\n    valued\n    unvalued\n    mismatched\n    company {\n      id\n      name\n    }\n  }\n}\n\nfragment ValueHistoryChart_query_5PS33 on query_root {\n  valueHistory: portfolio_organization_value_history(where: {organization_id: {_eq: $organizationId}, currency: {_eq: $currency}}, order_by: [{at: asc}]) {\n    at\n    invested\n    current_value\n    valued\n    unvalued\n    mismatched\n  }\n}\n\nfragment WalletValueChart_query_5PS33 on query_root {\n  walletPerformance: portfolio_wallet_performance(where: {organization_id: {_eq: $organizationId}, currency: {_eq: $currency}}, order_by: [{invested: desc}, {wallet_id: asc}], limit: 13) {\n    wallet_id\n    currency\n    invested\n    current_value\n    investments\n    valued\n    unvalued\n    mismatched\n    wallet {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "74077965765239a906526a5b5bc065d6";

export default node;
