/**
 * @generated SignedSource<<ad9e5ff9a66e0839fbe74a2733ae1221>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PortfolioTotals_query$data = {
  readonly totalsCompanies: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly totalsPerformance: ReadonlyArray<{
    readonly currency: string | null | undefined;
    readonly current_value: string | null | undefined;
    readonly invested: string | null | undefined;
    readonly investments: number | null | undefined;
    readonly mismatched: number | null | undefined;
    readonly unvalued: number | null | undefined;
    readonly valued: number | null | undefined;
    readonly valued_at: string | null | undefined;
  }>;
  readonly totalsWallets: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "PortfolioTotals_query";
};
export type PortfolioTotals_query$key = {
  readonly " $data"?: PortfolioTotals_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PortfolioTotals_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = [
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
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "organizationId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PortfolioTotals_query",
  "selections": [
    {
      "alias": "totalsCompanies",
      "args": (v0/*:: as any*/),
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
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "totalsWallets",
      "args": (v0/*:: as any*/),
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
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "totalsPerformance",
      "args": (v0/*:: as any*/),
      "concreteType": "portfolio_organization_performance",
      "kind": "LinkedField",
      "name": "portfolio_organization_performance",
      "plural": true,
      "selections": [
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
          "name": "invested",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current_value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "investments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "valued",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unvalued",
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
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "1446166576888debf80059ef3cf59ec9";

export default node;
