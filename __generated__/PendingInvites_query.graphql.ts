/**
 * @generated SignedSource<<090a2a644df96204bfb6cbe7478cbf79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_invite_status_enum = "accepted" | "declined" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PendingInvites_query$data = {
  readonly invitesPending: ReadonlyArray<{
    readonly company_name: string | null | undefined;
    readonly created_at: string;
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly wallet_name: string | null | undefined;
  }>;
  readonly invitesPendingCount: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly invitesReceived: ReadonlyArray<{
    readonly id: string;
    readonly inviter_name: string | null | undefined;
    readonly organization_name: string;
    readonly status: portfolio_invite_status_enum;
  }>;
  readonly " $fragmentType": "PendingInvites_query";
};
export type PendingInvites_query$key = {
  readonly " $data"?: PendingInvites_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingInvites_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "status",
  "value": {
    "_eq": "pending"
  }
},
v1 = {
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
    },
    (v0/*:: as any*/)
  ],
  "kind": "ObjectValue",
  "name": "where"
},
v2 = {
  "id": "asc"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": null,
  "name": "PendingInvites_query",
  "selections": [
    {
      "alias": "invitesPendingCount",
      "args": [
        (v1/*:: as any*/)
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
      "alias": "invitesPending",
      "args": [
        {
          "kind": "Literal",
          "name": "limit",
          "value": 5
        },
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "created_at": "desc"
            },
            (v2/*:: as any*/)
          ]
        },
        (v1/*:: as any*/)
      ],
      "concreteType": "portfolio_invite",
      "kind": "LinkedField",
      "name": "portfolio_invite",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
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
            (v2/*:: as any*/)
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
                      "variableName": "userId"
                    }
                  ],
                  "kind": "ObjectValue",
                  "name": "id"
                }
              ],
              "kind": "ObjectValue",
              "name": "invitee"
            },
            (v0/*:: as any*/)
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
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
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
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "f167e9fc73bfa67e042c04bcc6a62aa2";

export default node;
