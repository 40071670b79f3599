/**
 * @generated SignedSource<<39e520987fb9296e94afb0b0c1dcd7ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
export type HomeScreenQuery$variables = {
  organizationId: string;
  userId: string;
};
export type HomeScreenQuery$data = {
  readonly membership: ReadonlyArray<{
    readonly id: string;
    readonly role: portfolio_organization_role_enum;
  }>;
  readonly organization: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"GettingStarted_query" | "LatestAlerts_query" | "PendingInvites_query" | "PortfolioTotals_query" | "RecentReports_query">;
};
export type HomeScreenQuery = {
  response: HomeScreenQuery$data;
  variables: HomeScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
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
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = {
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
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
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
v6 = [
  {
    "kind": "Variable",
    "name": "_eq",
    "variableName": "userId"
  }
],
v7 = {
  "alias": "membership",
  "args": [
    {
      "fields": [
        (v5/*:: as any*/),
        {
          "fields": (v6/*:: as any*/),
          "kind": "ObjectValue",
          "name": "user_id"
        }
      ],
      "kind": "ObjectValue",
      "name": "where"
    }
  ],
  "concreteType": "portfolio_organization_user",
  "kind": "LinkedField",
  "name": "portfolio_organization_user",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "kind": "Variable",
  "name": "organizationId",
  "variableName": "organizationId"
},
v9 = [
  (v8/*:: as any*/)
],
v10 = [
  (v5/*:: as any*/)
],
v11 = [
  {
    "fields": (v10/*:: as any*/),
    "kind": "ObjectValue",
    "name": "where"
  }
],
v12 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
],
v13 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "portfolio_company_aggregate_fields",
    "kind": "LinkedField",
    "name": "aggregate",
    "plural": false,
    "selections": (v12/*:: as any*/),
    "storageKey": null
  }
],
v14 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "portfolio_wallet_aggregate_fields",
    "kind": "LinkedField",
    "name": "aggregate",
    "plural": false,
    "selections": (v12/*:: as any*/),
    "storageKey": null
  }
],
v15 = {
  "fields": [
    {
      "fields": (v10/*:: as any*/),
      "kind": "ObjectValue",
      "name": "company"
    }
  ],
  "kind": "ObjectValue",
  "name": "where"
},
v16 = {
  "fields": [
    (v5/*:: as any*/),
    {
      "kind": "Literal",
      "name": "resolved_at",
      "value": {
        "_is_null": true
      }
    }
  ],
  "kind": "ObjectValue",
  "name": "where"
},
v17 = {
  "kind": "Literal",
  "name": "limit",
  "value": 5
},
v18 = {
  "created_at": "desc"
},
v19 = {
  "id": "asc"
},
v20 = {
  "kind": "Literal",
  "name": "order_by",
  "value": [
    (v18/*:: as any*/),
    (v19/*:: as any*/)
  ]
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "created_at",
  "storageKey": null
},
v23 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v24 = {
  "kind": "Literal",
  "name": "status",
  "value": {
    "_eq": "pending"
  }
},
v25 = {
  "fields": [
    (v5/*:: as any*/),
    (v24/*:: as any*/)
  ],
  "kind": "ObjectValue",
  "name": "where"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeScreenQuery",
    "selections": [
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      {
        "args": (v9/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "PortfolioTotals_query"
      },
      {
        "args": (v9/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "GettingStarted_query"
      },
      {
        "args": (v9/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "LatestAlerts_query"
      },
      {
        "args": (v9/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "RecentReports_query"
      },
      {
        "args": [
          (v8/*:: as any*/),
          {
            "kind": "Variable",
            "name": "userId",
            "variableName": "userId"
          }
        ],
        "kind": "FragmentSpread",
        "name": "PendingInvites_query"
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomeScreenQuery",
    "selections": [
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      {
        "alias": "totalsCompanies",
        "args": (v11/*:: as any*/),
        "concreteType": "portfolio_company_aggregate",
        "kind": "LinkedField",
        "name": "portfolio_company_aggregate",
        "plural": false,
        "selections": (v13/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "totalsWallets",
        "args": (v11/*:: as any*/),
        "concreteType": "portfolio_wallet_aggregate",
        "kind": "LinkedField",
        "name": "portfolio_wallet_aggregate",
        "plural": false,
        "selections": (v14/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "totalsPerformance",
        "args": (v11/*:: as any*/),
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
      },
      {
        "alias": "setUpCompanies",
        "args": (v11/*:: as any*/),
        "concreteType": "portfolio_company_aggregate",
        "kind": "LinkedField",
        "name": "portfolio_company_aggregate",
        "plural": false,
        "selections": (v13/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "setUpWallets",
        "args": (v11/*:: as any*/),
        "concreteType": "portfolio_wallet_aggregate",
        "kind": "LinkedField",
        "name": "portfolio_wallet_aggregate",
        "plural": false,
        "selections": (v14/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "setUpInvestments",
        "args": [
          {
            "fields": [
              {
                "fields": (v10/*:: as any*/),
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
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "setUpReports",
        "args": [
          (v15/*:: as any*/)
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
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "alertsOpen",
        "args": [
          (v16/*:: as any*/)
        ],
        "concreteType": "portfolio_alert_aggregate",
        "kind": "LinkedField",
        "name": "portfolio_alert_aggregate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_alert_aggregate_fields",
            "kind": "LinkedField",
            "name": "aggregate",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "alertsLatest",
        "args": [
          (v17/*:: as any*/),
          (v20/*:: as any*/),
          (v16/*:: as any*/)
        ],
        "concreteType": "portfolio_alert",
        "kind": "LinkedField",
        "name": "portfolio_alert",
        "plural": true,
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
          (v21/*:: as any*/),
          (v22/*:: as any*/),
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
            "selections": (v3/*:: as any*/),
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
            "selections": (v23/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "users",
            "kind": "LinkedField",
            "name": "resolver",
            "plural": false,
            "selections": (v23/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "recentReports",
        "args": [
          (v17/*:: as any*/),
          {
            "kind": "Literal",
            "name": "order_by",
            "value": [
              {
                "valuation_date": "desc"
              },
              (v18/*:: as any*/),
              (v19/*:: as any*/)
            ]
          },
          (v15/*:: as any*/)
        ],
        "concreteType": "portfolio_valuation_report",
        "kind": "LinkedField",
        "name": "portfolio_valuation_report",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "concreteType": "portfolio_company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "invitesPendingCount",
        "args": [
          (v25/*:: as any*/)
        ],
        "concreteType": "portfolio_invite_aggregate",
        "kind": "LinkedField",
        "name": "portfolio_invite_aggregate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_invite_aggregate_fields",
            "kind": "LinkedField",
            "name": "aggregate",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "invitesPending",
        "args": [
          (v17/*:: as any*/),
          (v20/*:: as any*/),
          (v25/*:: as any*/)
        ],
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
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "company_name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "wallet_name",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "invitesReceived",
        "args": [
          {
            "kind": "Literal",
            "name": "order_by",
            "value": [
              {
                "created_at": "asc"
              },
              (v19/*:: as any*/)
            ]
          },
          {
            "fields": [
              {
                "fields": [
                  {
                    "fields": (v6/*:: as any*/),
                    "kind": "ObjectValue",
                    "name": "id"
                  }
                ],
                "kind": "ObjectValue",
                "name": "invitee"
              },
              (v24/*:: as any*/)
            ],
            "kind": "ObjectValue",
            "name": "where"
          }
        ],
        "concreteType": "portfolio_invite",
        "kind": "LinkedField",
        "name": "portfolio_invite",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "organization_name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inviter_name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6909e85430d0f4357cfa515da13cb0eb",
    "id": null,
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": "query HomeScreenQuery(\n  $organizationId: uuid!\n  $userId: uuid!\n) {\n  organization: portfolio_organization_by_pk(id: $organizationId) {\n    id\n    name\n  }\n  membership: portfolio_organization_user(where: {organization_id: {_eq: $organizationId}, user_id: {_eq: $userId}}) {\n    id\n    role\n  }\n  ...PortfolioTotals_query_4xMPKw\n  ...GettingStarted_query_4xMPKw\n  ...LatestAlerts_query_4xMPKw\n  ...RecentReports_query_4xMPKw\n  ...PendingInvites_query_1vVFx5\n}\n\nfragment AlertItem_alert on portfolio_alert {\n  id\n  kind\n  figures\n  severity\n  status\n  created_at\n  acknowledged_at\n  resolved_at\n  resolved_by_rule\n  en_title\n  pt_br_title\n  en_message\n  pt_br_message\n  company {\n    id\n    name\n    client_id\n  }\n  wallet {\n    id\n    name\n  }\n  rule {\n    metric {\n      en_name\n      pt_br_name\n      unit\n    }\n  }\n  acknowledger {\n    displayName\n  }\n  resolver {\n    displayName\n  }\n}\n\nfragment GettingStarted_query_4xMPKw on query_root {\n  setUpCompanies: portfolio_company_aggregate(where: {organization_id: {_eq: $organizationId}}) {\n    aggregate {\n      count\n    }\n  }\n  setUpWallets: portfolio_wallet_aggregate(where: {organization_id: {_eq: $organizationId}}) {\n    aggregate {\n      count\n    }\n  }\n  setUpInvestments: portfolio_investment_aggregate(where: {wallet: {organization_id: {_eq: $organizationId}}}) {\n    aggregate {\n      count\n    }\n  }\n  setUpReports: portfolio_valuation_report_aggregate(where: {company: {organization_id: {_eq: $organizationId}}}) {\n    aggregate {\n      count\n    }\n  }\n}\n\nfragment LatestAlerts_query_4xMPKw on query_root {\n  alertsOpen: portfolio_alert_aggregate(where: {resolved_at: {_is_null: true}, organization_id: {_eq: $organizationId}}) {\n    aggregate {\n      count\n    }\n  }\n  alertsLatest: portfolio_alert(where: {resolved_at: {_is_null: true}, organization_id: {_eq: $organizationId}}, order_by: [{created_at: desc}, {id: asc}], limit: 5) {\n    id\n    ...AlertItem_alert\n  }\n}\n\nfragment PendingInvites_query_1vVFx5 on query_root {\n  invitesPendingCount: portfolio_invite_aggregate(where: {organization_id: {_eq: $organizationId}, status: {_eq: pending}}) {\n    aggregate {\n      count\n    }\n  }\n  invitesPending: portfolio_invite(where: {organization_id: {_eq: $organizationId}, status: {_eq: pending}}, order_by: [{created_at: desc}, {id: asc}], limit: 5) {\n    id\n    name\n    email\n    created_at\n    company_name\n    wallet_name\n  }\n  invitesReceived: portfolio_invite(where: {status: {_eq: pending}, invitee: {id: {_eq: $userId}}}, order_by: [{created_at: asc}, {id: asc}]) {\n    id\n    status\n    organization_name\n    inviter_name\n  }\n}\n\nfragment PortfolioTotals_query_4xMPKw on query_root {\n  totalsCompanies: portfolio_company_aggregate(where: {organization_id: {_eq: $organizationId}}) {\n    aggregate {\n      count\n    }\n  }\n  totalsWallets: portfolio_wallet_aggregate(where: {organization_id: {_eq: $organizationId}}) {\n    aggregate {\n      count\n    }\n  }\n  totalsPerformance: portfolio_organization_performance(where: {organization_id: {_eq: $organizationId}}) {\n    currency\n    invested\n    current_value\n    investments\n    valued\n    unvalued\n    mismatched\n    valued_at\n  }\n}\n\nfragment RecentReports_query_4xMPKw on query_root {\n  recentReports: portfolio_valuation_report(where: {company: {organization_id: {_eq: $organizationId}}}, order_by: [{valuation_date: desc}, {created_at: desc}, {id: asc}], limit: 5) {\n    id\n    reference_date\n    valuation_date\n    valuation_amount\n    valuation_currency\n    company {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "81cc713ead823a6aa439cf5f74d6a47f";

export default node;
