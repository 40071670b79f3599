/**
 * @generated SignedSource<<d53e85855d03badf9bf21f2dc2aad328>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardScreenQuery$variables = {
  organizationId: string;
};
export type DashboardScreenQuery$data = {
  readonly organization: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly totalsPerformance: ReadonlyArray<{
    readonly currency: string | null | undefined;
    readonly current_value: string | null | undefined;
    readonly investments: number | null | undefined;
    readonly unvalued: number | null | undefined;
    readonly valued: number | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"PortfolioTotals_query">;
};
export type DashboardScreenQuery = {
  response: DashboardScreenQuery$data;
  variables: DashboardScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  }
],
v1 = {
  "alias": "organization",
  "args": [
    {
      "kind": "Variable",
      "name": "id",
      "variableName": "organizationId"
    }
  ],
  "concreteType": "portfolio_organization",
  "kind": "LinkedField",
  "name": "portfolio_organization_by_pk",
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
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "fields": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "_eq",
            "variableName": "organizationId"
          }
        ],
        "kind": "ObjectValue",
        "name": "organization_id"
      }
    ],
    "kind": "ObjectValue",
    "name": "where"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "investments",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "current_value",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "valued",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unvalued",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": "totalsPerformance",
        "args": (v2/*:: as any*/),
        "concreteType": "portfolio_organization_performance",
        "kind": "LinkedField",
        "name": "portfolio_organization_performance",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "organizationId",
            "variableName": "organizationId"
          }
        ],
        "kind": "FragmentSpread",
        "name": "PortfolioTotals_query"
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardScreenQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": "totalsPerformance",
        "args": (v2/*:: as any*/),
        "concreteType": "portfolio_organization_performance",
        "kind": "LinkedField",
        "name": "portfolio_organization_performance",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invested",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mismatched",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "valued_at",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "totalsCompanies",
        "args": (v2/*:: as any*/),
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
            "selections": (v8/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "totalsWallets",
        "args": (v2/*:: as any*/),
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
            "selections": (v8/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8ced8e3821b205d8356315e3b1322e79",
    "id": null,
    "metadata": {},
    "name": "DashboardScreenQuery",
    "operationKind": "query",
    "text": "query DashboardScreenQuery(\n  $organizationId: uuid!\n) {\n  organization: portfolio_organization_by_pk(id: $organizationId) {\n    id\n    name\n  }\n  totalsPerformance: portfolio_organization_performance(where: {organization_id: {_eq: $organizationId}}) {\n    currency\n    investments\n    current_value\n    valued\n    unvalued\n  }\n  ...PortfolioTotals_query_4xMPKw\n}\n\nfragment PortfolioTotals_query_4xMPKw on query_root {\n  totalsCompanies: portfolio_company_aggregate(where: {organization_id: {_eq: $organizationId}}) {\n    aggregate {\n      count\n    }\n  }\n  totalsWallets: portfolio_wallet_aggregate(where: {organization_id: {_eq: $organizationId}}) {\n    aggregate {\n      count\n    }\n  }\n  totalsPerformance: portfolio_organization_performance(where: {organization_id: {_eq: $organizationId}}) {\n    currency\n    invested\n    current_value\n    investments\n    valued\n    unvalued\n    mismatched\n    valued_at\n  }\n}\n"
  }
};
})();

(node as any).hash = "74caf0dbda0e95f3691b43febe1c71c6";

export default node;
