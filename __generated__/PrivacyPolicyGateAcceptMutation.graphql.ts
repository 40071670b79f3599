/**
 * @generated SignedSource<<727d66a0d6bf64ed98b9931903d35cbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PrivacyPolicyGateAcceptMutation$variables = {
  policyId: string;
};
export type PrivacyPolicyGateAcceptMutation$data = {
  readonly insert_portfolio_privacy_policy_acceptance_one: {
    readonly id: string;
    readonly privacy_policy: {
      readonly acceptances: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly id: string;
    };
  } | null | undefined;
};
export type PrivacyPolicyGateAcceptMutation = {
  response: PrivacyPolicyGateAcceptMutation$data;
  variables: PrivacyPolicyGateAcceptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "policyId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "privacy_policy_id",
            "variableName": "policyId"
          }
        ],
        "kind": "ObjectValue",
        "name": "object"
      }
    ],
    "concreteType": "portfolio_privacy_policy_acceptance",
    "kind": "LinkedField",
    "name": "insert_portfolio_privacy_policy_acceptance_one",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "portfolio_privacy_policy",
        "kind": "LinkedField",
        "name": "privacy_policy",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "portfolio_privacy_policy_acceptance",
            "kind": "LinkedField",
            "name": "acceptances",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PrivacyPolicyGateAcceptMutation",
    "selections": (v2/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PrivacyPolicyGateAcceptMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e99e95e371122a7342e9124cc509bdb2",
    "id": null,
    "metadata": {},
    "name": "PrivacyPolicyGateAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation PrivacyPolicyGateAcceptMutation(\n  $policyId: uuid!\n) {\n  insert_portfolio_privacy_policy_acceptance_one(object: {privacy_policy_id: $policyId}) {\n    id\n    privacy_policy {\n      id\n      acceptances {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b3718cb35cec2c4d21460957e3c6c733";

export default node;
