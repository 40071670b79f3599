/**
 * @generated SignedSource<<a21c275574f36ffb4e9d573dceeb4a5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OtherIndicatorsTabQuery$variables = {
  clientId: string;
  from: string;
  to: string;
};
export type OtherIndicatorsTabQuery$data = {
  readonly indicators: ReadonlyArray<{
    readonly id: string;
    readonly indicator_kind: {
      readonly en_definition: string;
      readonly en_name: string;
      readonly pt_br_definition: string;
      readonly pt_br_name: string;
      readonly unit: string;
    };
    readonly kind: string;
    readonly months: number;
    readonly period: string;
    readonly source: string;
    readonly value: string;
    readonly " $fragmentSpreads": FragmentRefs<"IndicatorSource_indicator">;
  }>;
};
export type OtherIndicatorsTabQuery = {
  response: OtherIndicatorsTabQuery$data;
  variables: OtherIndicatorsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "order_by",
    "value": [
      {
        "kind": "asc"
      },
      {
        "period": "asc"
      }
    ]
  },
  {
    "fields": [
      {
        "fields": [
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_eq",
                "variableName": "clientId"
              }
            ],
            "kind": "ObjectValue",
            "name": "client_id"
          }
        ],
        "kind": "ObjectValue",
        "name": "company"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "_gte",
            "variableName": "from"
          },
          {
            "kind": "Variable",
            "name": "_lte",
            "variableName": "to"
          }
        ],
        "kind": "ObjectValue",
        "name": "period"
      }
    ],
    "kind": "ObjectValue",
    "name": "where"
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
  "name": "kind",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "period",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "months",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "accounting_indicator_kind",
  "kind": "LinkedField",
  "name": "indicator_kind",
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
      "name": "en_definition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pt_br_definition",
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OtherIndicatorsTabQuery",
    "selections": [
      {
        "alias": "indicators",
        "args": (v1/*:: as any*/),
        "concreteType": "accounting_indicator",
        "kind": "LinkedField",
        "name": "accounting_indicator",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IndicatorSource_indicator"
          },
          (v8/*:: as any*/)
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
    "name": "OtherIndicatorsTabQuery",
    "selections": [
      {
        "alias": "indicators",
        "args": (v1/*:: as any*/),
        "concreteType": "accounting_indicator",
        "kind": "LinkedField",
        "name": "accounting_indicator",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              }
            ],
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
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e77c24f048823953e59f835ad929c251",
    "id": null,
    "metadata": {},
    "name": "OtherIndicatorsTabQuery",
    "operationKind": "query",
    "text": "query OtherIndicatorsTabQuery(\n  $clientId: uuid!\n  $from: date!\n  $to: date!\n) {\n  indicators: accounting_indicator(where: {company: {client_id: {_eq: $clientId}}, period: {_gte: $from, _lte: $to}}, order_by: [{kind: asc}, {period: asc}]) {\n    id\n    kind\n    period\n    months\n    value\n    source\n    ...IndicatorSource_indicator\n    indicator_kind {\n      en_name\n      pt_br_name\n      en_definition\n      pt_br_definition\n      unit\n    }\n  }\n}\n\nfragment IndicatorSource_indicator on accounting_indicator {\n  source\n  approved_at\n  approver {\n    displayName\n  }\n  kpi_response {\n    id\n    request {\n      id\n      title\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b004a2844f1c9dad04c2e91fff7abcb0";

export default node;
