/**
 * @generated SignedSource<<20bef2a0659127099d35ed0735d94a49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_organization_role_enum = "editor" | "owner" | "viewer" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CompanyAlerts_company$data = {
  readonly organization: {
    readonly organization_users: ReadonlyArray<{
      readonly id: string;
      readonly role: portfolio_organization_role_enum;
    }>;
  };
  readonly resolved: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AlertItem_alert">;
  }>;
  readonly unresolved: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AlertItem_alert">;
  }>;
  readonly " $fragmentType": "CompanyAlerts_company";
};
export type CompanyAlerts_company$key = {
  readonly " $data"?: CompanyAlerts_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyAlerts_company">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "id": "asc"
},
v2 = [
  (v0/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "AlertItem_alert"
  }
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "userId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyAlerts_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "role",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
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
            (v1/*:: as any*/)
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
      "selections": (v2/*:: as any*/),
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
            (v1/*:: as any*/)
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
      "selections": (v2/*:: as any*/),
      "storageKey": "alerts(limit:3,order_by:[{\"resolved_at\":\"desc\"},{\"id\":\"asc\"}],where:{\"resolved_at\":{\"_is_null\":false}})"
    }
  ],
  "type": "portfolio_company",
  "abstractKey": null
};
})();

(node as any).hash = "60cd206faf31a42a810052a574252a4f";

export default node;
