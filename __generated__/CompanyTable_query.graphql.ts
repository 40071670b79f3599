/**
 * @generated SignedSource<<52f0d8641c2e6960a92f2c3180eaae11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyTable_query$data = {
  readonly portfolio_company: ReadonlyArray<{
    readonly document: string;
    readonly id: string;
    readonly name: string;
    readonly organization: {
      readonly name: string;
    };
  }>;
  readonly portfolio_company_aggregate: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly portfolio_organization_by_pk: {
    readonly plan: {
      readonly configuration: unknown;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "CompanyTable_query";
};
export type CompanyTable_query$key = {
  readonly " $data"?: CompanyTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "where"
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "limit"
    },
    {
      "kind": "RootArgument",
      "name": "offset"
    },
    {
      "kind": "RootArgument",
      "name": "orderBy"
    },
    {
      "kind": "RootArgument",
      "name": "organizationId"
    },
    {
      "kind": "RootArgument",
      "name": "where"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyTable_query",
  "selections": [
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
          "kind": "Variable",
          "name": "order_by",
          "variableName": "orderBy"
        },
        (v0/*:: as any*/)
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
        (v1/*:: as any*/),
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
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/)
      ],
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "a95fe1c52eae5d231b2b30f3de5d702d";

export default node;
