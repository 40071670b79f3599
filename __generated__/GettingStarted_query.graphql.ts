/**
 * @generated SignedSource<<471a8956f03422dda6ff42578f69c3f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GettingStarted_query$data = {
  readonly setUpCompanies: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly setUpInvestments: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly setUpReports: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly setUpWallets: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "GettingStarted_query";
};
export type GettingStarted_query$key = {
  readonly " $data"?: GettingStarted_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GettingStarted_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = [
  {
    "fields": (v0/*:: as any*/),
    "kind": "ObjectValue",
    "name": "where"
  }
],
v2 = [
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
  "name": "GettingStarted_query",
  "selections": [
    {
      "alias": "setUpCompanies",
      "args": (v1/*:: as any*/),
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
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "setUpWallets",
      "args": (v1/*:: as any*/),
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
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "setUpInvestments",
      "args": [
        {
          "fields": [
            {
              "fields": (v0/*:: as any*/),
              "kind": "ObjectValue",
              "name": "wallet"
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "portfolio_investment_aggregate",
      "kind": "LinkedField",
      "name": "portfolio_investment_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_investment_aggregate_fields",
          "kind": "LinkedField",
          "name": "aggregate",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "setUpReports",
      "args": [
        {
          "fields": [
            {
              "fields": (v0/*:: as any*/),
              "kind": "ObjectValue",
              "name": "company"
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "portfolio_valuation_report_aggregate",
      "kind": "LinkedField",
      "name": "portfolio_valuation_report_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_valuation_report_aggregate_fields",
          "kind": "LinkedField",
          "name": "aggregate",
          "plural": false,
          "selections": (v2/*:: as any*/),
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

(node as any).hash = "07d227fa1f765c6102b4c96812eb7794";

export default node;
