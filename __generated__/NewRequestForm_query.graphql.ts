/**
 * @generated SignedSource<<f9646e79adb8c5f2968746593aa3c787>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewRequestForm_query$data = {
  readonly metricLibrary: ReadonlyArray<{
    readonly en_definition: string;
    readonly en_name: string;
    readonly organization_id: string | null | undefined;
    readonly pt_br_definition: string;
    readonly pt_br_name: string;
    readonly unit: string;
    readonly value: string;
  }>;
  readonly requestCompanies: ReadonlyArray<{
    readonly contacts_aggregate: {
      readonly aggregate: {
        readonly count: number;
      } | null | undefined;
    };
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "NewRequestForm_query";
};
export type NewRequestForm_query$key = {
  readonly " $data"?: NewRequestForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewRequestForm_query">;
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
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "organizationId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewRequestForm_query",
  "selections": [
    {
      "alias": "requestCompanies",
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "name_sort": "asc"
            },
            {
              "name": "asc"
            },
            {
              "id": "asc"
            }
          ]
        },
        {
          "fields": (v0/*:: as any*/),
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "portfolio_company",
      "kind": "LinkedField",
      "name": "portfolio_company",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_company_contact_aggregate",
          "kind": "LinkedField",
          "name": "contacts_aggregate",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "portfolio_company_contact_aggregate_fields",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": "metricLibrary",
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "position": "asc"
            },
            {
              "en_name": "asc"
            }
          ]
        },
        {
          "fields": [
            {
              "items": [
                {
                  "kind": "Literal",
                  "name": "_or.0",
                  "value": {
                    "organization_id": {
                      "_is_null": true
                    }
                  }
                },
                {
                  "fields": (v0/*:: as any*/),
                  "kind": "ObjectValue",
                  "name": "_or.1"
                }
              ],
              "kind": "ListValue",
              "name": "_or"
            }
          ],
          "kind": "ObjectValue",
          "name": "where"
        }
      ],
      "concreteType": "accounting_indicator_kind",
      "kind": "LinkedField",
      "name": "accounting_indicator_kind",
      "plural": true,
      "selections": [
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organization_id",
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

(node as any).hash = "080e38b58d43901b1c7a5ac9edd4fd93";

export default node;
