/**
 * @generated SignedSource<<306137f90ef1d179757cf6f1dce25149>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrivacyPolicyGate_query$data = {
  readonly portfolio_privacy_policy: ReadonlyArray<{
    readonly acceptances: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly content_en: string;
    readonly content_pt_br: string;
    readonly id: string;
    readonly published_at: string;
    readonly version: number;
  }>;
  readonly portfolio_privacy_policy_acceptance: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "PrivacyPolicyGate_query";
};
export type PrivacyPolicyGate_query$key = {
  readonly " $data"?: PrivacyPolicyGate_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivacyPolicyGate_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "limit",
  "value": 1
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrivacyPolicyGate_query",
  "selections": [
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "where",
          "value": {
            "is_current": {
              "_eq": true
            }
          }
        }
      ],
      "concreteType": "portfolio_privacy_policy",
      "kind": "LinkedField",
      "name": "portfolio_privacy_policy",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "published_at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content_en",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content_pt_br",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_privacy_policy_acceptance",
          "kind": "LinkedField",
          "name": "acceptances",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "portfolio_privacy_policy(limit:1,where:{\"is_current\":{\"_eq\":true}})"
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_privacy_policy_acceptance",
      "kind": "LinkedField",
      "name": "portfolio_privacy_policy_acceptance",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": "portfolio_privacy_policy_acceptance(limit:1)"
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "41620f7237e4a3a24108507675ccf6cb";

export default node;
