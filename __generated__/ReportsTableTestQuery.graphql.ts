/**
 * @generated SignedSource<<83b52ae48d1779fe89d293385c69d846>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReportsTableTestQuery$variables = {
  id: string;
};
export type ReportsTableTestQuery$data = {
  readonly portfolio_company_by_pk: {
    readonly " $fragmentSpreads": FragmentRefs<"ReportsTable_company">;
  } | null | undefined;
};
export type ReportsTableTestQuery = {
  response: ReportsTableTestQuery$data;
  variables: ReportsTableTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportsTableTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_company",
        "kind": "LinkedField",
        "name": "portfolio_company_by_pk",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReportsTable_company"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportsTableTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "portfolio_company",
        "kind": "LinkedField",
        "name": "portfolio_company_by_pk",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "order_by",
                "value": [
                  {
                    "reference_date": "desc"
                  }
                ]
              }
            ],
            "concreteType": "portfolio_valuation_report",
            "kind": "LinkedField",
            "name": "valuation_reports",
            "plural": true,
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
              }
            ],
            "storageKey": "valuation_reports(order_by:[{\"reference_date\":\"desc\"}])"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "857a52dc2b347aeb22e57310bf826eaa",
    "id": null,
    "metadata": {},
    "name": "ReportsTableTestQuery",
    "operationKind": "query",
    "text": "query ReportsTableTestQuery(\n  $id: uuid!\n) {\n  portfolio_company_by_pk(id: $id) {\n    ...ReportsTable_company\n  }\n}\n\nfragment ReportsTable_company on portfolio_company {\n  valuation_reports(order_by: [{reference_date: desc}]) {\n    id\n    reference_date\n    valuation_date\n    valuation_amount\n    valuation_currency\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4530197d98f731fb92eafb98d07bcf1";

export default node;
