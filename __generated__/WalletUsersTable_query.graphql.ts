/**
 * @generated SignedSource<<6b225cb9135b95093982fe142848263e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WalletUsersTable_query$data = {
  readonly wallet_users: ReadonlyArray<{
    readonly created_at: string;
    readonly id: string;
    readonly user: {
      readonly displayName: string;
      readonly email: string | null | undefined;
      readonly id: string;
    };
  }>;
  readonly wallet_users_total: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "WalletUsersTable_query";
};
export type WalletUsersTable_query$key = {
  readonly " $data"?: WalletUsersTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WalletUsersTable_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "usersWhere"
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
      "name": "usersLimit"
    },
    {
      "kind": "RootArgument",
      "name": "usersOffset"
    },
    {
      "kind": "RootArgument",
      "name": "usersOrderBy"
    },
    {
      "kind": "RootArgument",
      "name": "usersWhere"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "WalletUsersTable_query",
  "selections": [
    {
      "alias": "wallet_users",
      "args": [
        {
          "kind": "Variable",
          "name": "limit",
          "variableName": "usersLimit"
        },
        {
          "kind": "Variable",
          "name": "offset",
          "variableName": "usersOffset"
        },
        {
          "kind": "Variable",
          "name": "order_by",
          "variableName": "usersOrderBy"
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_wallet_user",
      "kind": "LinkedField",
      "name": "portfolio_wallet_user",
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
      "alias": "wallet_users_total",
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_wallet_user_aggregate",
      "kind": "LinkedField",
      "name": "portfolio_wallet_user_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_wallet_user_aggregate_fields",
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

(node as any).hash = "6d443f669a3986c1c7e735b1e7d39d1a";

export default node;
