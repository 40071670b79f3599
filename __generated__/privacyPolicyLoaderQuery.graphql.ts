/**
 * @generated SignedSource<<cd5ae6a571fc71b6917b1c131669e11b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type privacyPolicyLoaderQuery$variables = Record<PropertyKey, never>;
export type privacyPolicyLoaderQuery$data = {
  readonly portfolio_privacy_policy: ReadonlyArray<{
    readonly content_en: string;
    readonly content_pt_br: string;
    readonly published_at: string;
    readonly version: number;
  }>;
};
export type privacyPolicyLoaderQuery = {
  response: privacyPolicyLoaderQuery$data;
  variables: privacyPolicyLoaderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 1
      },
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
      }
    ],
    "storageKey": "portfolio_privacy_policy(limit:1,where:{\"is_current\":{\"_eq\":true}})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "privacyPolicyLoaderQuery",
    "selections": (v0/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "privacyPolicyLoaderQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "80bddae03d4a5666b7d31f8685575ce9",
    "id": null,
    "metadata": {},
    "name": "privacyPolicyLoaderQuery",
    "operationKind": "query",
    "text": "query privacyPolicyLoaderQuery {\n  portfolio_privacy_policy(where: {is_current: {_eq: true}}, limit: 1) {\n    version\n    published_at\n    content_en\n    content_pt_br\n  }\n}\n"
  }
};
})();

(node as any).hash = "11ebcc8676497880732b30b32ad7c915";

export default node;
