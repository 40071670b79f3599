/**
 * @generated SignedSource<<c87e1073dbb2ea247192ad03d016c5f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyUsersTable_query$data = {
  readonly portfolio_company_user: ReadonlyArray<{
    readonly created_at: string;
    readonly id: string;
    readonly user: {
      readonly displayName: string;
      readonly email: string | null | undefined;
      readonly id: string;
    };
  }>;
  readonly portfolio_company_user_aggregate: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "CompanyUsersTable_query";
};
export type CompanyUsersTable_query$key = {
  readonly " $data"?: CompanyUsersTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyUsersTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
      "name": "company_id"
    }
  ],
  "kind": "ObjectValue",
  "name": "where"
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "companyId"
    },
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
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyUsersTable_query",
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
      "concreteType": "portfolio_company_user",
      "kind": "LinkedField",
      "name": "portfolio_company_user",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "created_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "users",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
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
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_company_user_aggregate",
      "kind": "LinkedField",
      "name": "portfolio_company_user_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_company_user_aggregate_fields",
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
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "3a509576109167ceaaf0f22279d62e59";

export default node;
