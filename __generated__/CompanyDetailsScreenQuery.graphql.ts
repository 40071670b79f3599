/**
 * @generated SignedSource<<735570a539c64f4f8023df0123ab9dcf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyDetailsScreenQuery$variables = {
  companyId: string;
  userId: string;
};
export type CompanyDetailsScreenQuery$data = {
  readonly company: {
    readonly " $fragmentSpreads": FragmentRefs<"CompanyAlerts_company" | "CompanyHeader_company" | "CompanyIndicatorsTab_company" | "CompanyReportsTab_company" | "CompanySummaryTab_company">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyAccountingTab_query">;
};
export type CompanyDetailsScreenQuery = {
  response: CompanyDetailsScreenQuery$data;
  variables: CompanyDetailsScreenQuery$variables;
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
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "companyId"
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
v4 = {
  "id": "asc"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "created_at",
  "storageKey": null
},
v6 = [
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
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v8 = [
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
  (v5/*:: as any*/),
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
        "selections": (v6/*:: as any*/),
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
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "users",
    "kind": "LinkedField",
    "name": "resolver",
    "plural": false,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/)
],
v11 = {
  "kind": "Literal",
  "name": "order_by",
  "value": [
    {
      "reference_date": "desc"
    }
  ]
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reference_date",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "valuation_amount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "valuation_currency",
  "storageKey": null
},
v15 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "month",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanyDetailsScreenQuery",
    "selections": [
      {
        "alias": "company",
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_company",
        "kind": "LinkedField",
        "name": "portfolio_company_by_pk",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanyHeader_company"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanyAlerts_company"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanySummaryTab_company"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanyReportsTab_company"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanyIndicatorsTab_company"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CompanyAccountingTab_query"
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompanyDetailsScreenQuery",
    "selections": [
      {
        "alias": "company",
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_company",
        "kind": "LinkedField",
        "name": "portfolio_company_by_pk",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "document",
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "portfolio_plan",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "configuration",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "fields": [
                      {
                        "fields": [
                          {
                            "kind": "Variable",
                            "name": "_eq",
                            "variableName": "userId"
                          }
                        ],
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
                "name": "organization_users",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "unresolved",
            "args": [
              {
                "kind": "Literal",
                "name": "order_by",
                "value": [
                  {
                    "created_at": "desc"
                  },
                  (v4/*:: as any*/)
                ]
              },
              {
                "kind": "Literal",
                "name": "where",
                "value": {
                  "resolved_at": {
                    "_is_null": true
                  }
                }
              }
            ],
            "concreteType": "portfolio_alert",
            "kind": "LinkedField",
            "name": "alerts",
            "plural": true,
            "selections": (v8/*:: as any*/),
            "storageKey": "alerts(order_by:[{\"created_at\":\"desc\"},{\"id\":\"asc\"}],where:{\"resolved_at\":{\"_is_null\":true}})"
          },
          {
            "alias": "resolved",
            "args": [
              {
                "kind": "Literal",
                "name": "limit",
                "value": 3
              },
              {
                "kind": "Literal",
                "name": "order_by",
                "value": [
                  {
                    "resolved_at": "desc"
                  },
                  (v4/*:: as any*/)
                ]
              },
              {
                "kind": "Literal",
                "name": "where",
                "value": {
                  "resolved_at": {
                    "_is_null": false
                  }
                }
              }
            ],
            "concreteType": "portfolio_alert",
            "kind": "LinkedField",
            "name": "alerts",
            "plural": true,
            "selections": (v8/*:: as any*/),
            "storageKey": "alerts(limit:3,order_by:[{\"resolved_at\":\"desc\"},{\"id\":\"asc\"}],where:{\"resolved_at\":{\"_is_null\":false}})"
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_client",
            "kind": "LinkedField",
            "name": "client",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "last_data_imported_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "accounting_account_aggregate",
                "kind": "LinkedField",
                "name": "accounts_aggregate",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "accounting_account_aggregate_fields",
                    "kind": "LinkedField",
                    "name": "aggregate",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
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
            "concreteType": "portfolio_valuation_report_aggregate",
            "kind": "LinkedField",
            "name": "valuation_reports_aggregate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "portfolio_valuation_report_aggregate_fields",
                "kind": "LinkedField",
                "name": "aggregate",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": "latest_report",
            "args": [
              {
                "kind": "Literal",
                "name": "limit",
                "value": 1
              },
              (v11/*:: as any*/)
            ],
            "concreteType": "portfolio_valuation_report",
            "kind": "LinkedField",
            "name": "valuation_reports",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": "valuation_reports(limit:1,order_by:[{\"reference_date\":\"desc\"}])"
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
                "selections": (v10/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              (v11/*:: as any*/)
            ],
            "concreteType": "portfolio_valuation_report",
            "kind": "LinkedField",
            "name": "valuation_reports",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "valuation_date",
                "storageKey": null
              },
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": "valuation_reports(order_by:[{\"reference_date\":\"desc\"}])"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "order_by",
                "value": [
                  {
                    "period": "desc"
                  },
                  {
                    "kind": "asc"
                  }
                ]
              }
            ],
            "concreteType": "accounting_indicator",
            "kind": "LinkedField",
            "name": "indicators",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "period",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "months",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approved_at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "users",
                "kind": "LinkedField",
                "name": "approver",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "portfolio_kpi_response",
                "kind": "LinkedField",
                "name": "kpi_response",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "portfolio_kpi_request",
                    "kind": "LinkedField",
                    "name": "request",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
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
                "concreteType": "accounting_indicator_kind",
                "kind": "LinkedField",
                "name": "indicator_kind",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "indicators(order_by:[{\"period\":\"desc\"},{\"kind\":\"asc\"}])"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "entries",
        "args": [
          {
            "fields": [
              {
                "fields": [
                  {
                    "fields": [
                      {
                        "fields": [
                          {
                            "fields": [
                              {
                                "kind": "Variable",
                                "name": "_eq",
                                "variableName": "companyId"
                              }
                            ],
                            "kind": "ObjectValue",
                            "name": "id"
                          }
                        ],
                        "kind": "ObjectValue",
                        "name": "companies"
                      }
                    ],
                    "kind": "ObjectValue",
                    "name": "client"
                  }
                ],
                "kind": "ObjectValue",
                "name": "account"
              }
            ],
            "kind": "ObjectValue",
            "name": "where"
          }
        ],
        "concreteType": "accounting_entry_aggregate",
        "kind": "LinkedField",
        "name": "accounting_entry_aggregate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "accounting_entry_aggregate_fields",
            "kind": "LinkedField",
            "name": "aggregate",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "accounting_entry_min_fields",
                "kind": "LinkedField",
                "name": "min",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "accounting_entry_max_fields",
                "kind": "LinkedField",
                "name": "max",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2376fee2d8c0a38baa2633b05ad57446",
    "id": null,
    "metadata": {},
    "name": "CompanyDetailsScreenQuery",
    "operationKind": "query",
    "text": "query CompanyDetailsScreenQuery(\n  $companyId: uuid!\n  $userId: uuid!\n) {\n  company: portfolio_company_by_pk(id: $companyId) {\n    ...CompanyHeader_company\n    ...CompanyAlerts_company\n    ...CompanySummaryTab_company\n    ...CompanyReportsTab_company\n    ...CompanyIndicatorsTab_company\n  }\n  ...CompanyAccountingTab_query\n}\n\nfragment AlertItem_alert on portfolio_alert {\n  id\n  kind\n  figures\n  severity\n  status\n  created_at\n  acknowledged_at\n  resolved_at\n  resolved_by_rule\n  en_title\n  pt_br_title\n  en_message\n  pt_br_message\n  company {\n    id\n    name\n    client_id\n  }\n  wallet {\n    id\n    name\n  }\n  rule {\n    metric {\n      en_name\n      pt_br_name\n      unit\n    }\n  }\n  acknowledger {\n    displayName\n  }\n  resolver {\n    displayName\n  }\n}\n\nfragment CompanyAccountingFacts_query on query_root {\n  company: portfolio_company_by_pk(id: $companyId) {\n    client {\n      id\n      name\n      last_data_imported_at\n      accounts_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n  }\n  entries: accounting_entry_aggregate(where: {account: {client: {companies: {id: {_eq: $companyId}}}}}) {\n    aggregate {\n      count\n      min {\n        month\n      }\n      max {\n        month\n      }\n    }\n  }\n}\n\nfragment CompanyAccountingTab_query on query_root {\n  company: portfolio_company_by_pk(id: $companyId) {\n    organization {\n      plan {\n        configuration\n      }\n    }\n    client {\n      id\n    }\n  }\n  ...CompanyAccountingFacts_query\n}\n\nfragment CompanyAlerts_company on portfolio_company {\n  organization {\n    organization_users(where: {user_id: {_eq: $userId}}) {\n      id\n      role\n    }\n  }\n  unresolved: alerts(where: {resolved_at: {_is_null: true}}, order_by: [{created_at: desc}, {id: asc}]) {\n    id\n    ...AlertItem_alert\n  }\n  resolved: alerts(where: {resolved_at: {_is_null: false}}, order_by: [{resolved_at: desc}, {id: asc}], limit: 3) {\n    id\n    ...AlertItem_alert\n  }\n}\n\nfragment CompanyHeader_company on portfolio_company {\n  id\n  name\n  document\n  organization {\n    name\n    plan {\n      configuration\n    }\n  }\n}\n\nfragment CompanyIndicatorsTab_company on portfolio_company {\n  indicators(order_by: [{period: desc}, {kind: asc}]) {\n    id\n    period\n    months\n    value\n    ...IndicatorSource_indicator\n    indicator_kind {\n      en_name\n      pt_br_name\n      unit\n    }\n  }\n}\n\nfragment CompanyReportsTab_company on portfolio_company {\n  id\n  organization {\n    id\n    organization_users(where: {user_id: {_eq: $userId}}) {\n      role\n    }\n  }\n  ...ReportsTable_company\n}\n\nfragment CompanySummaryTab_company on portfolio_company {\n  created_at\n  organization {\n    name\n  }\n  client {\n    name\n  }\n  valuation_reports_aggregate {\n    aggregate {\n      count\n    }\n  }\n  latest_report: valuation_reports(order_by: [{reference_date: desc}], limit: 1) {\n    id\n    reference_date\n    valuation_amount\n    valuation_currency\n  }\n  investments_aggregate {\n    aggregate {\n      count\n    }\n  }\n}\n\nfragment IndicatorSource_indicator on accounting_indicator {\n  source\n  approved_at\n  approver {\n    displayName\n  }\n  kpi_response {\n    id\n    request {\n      id\n      title\n    }\n  }\n}\n\nfragment ReportsTable_company on portfolio_company {\n  valuation_reports(order_by: [{reference_date: desc}]) {\n    id\n    reference_date\n    valuation_date\n    valuation_amount\n    valuation_currency\n  }\n}\n"
  }
};
})();

(node as any).hash = "765d9ca5c9c6ead2c6bd54f7ee6e0820";

export default node;
