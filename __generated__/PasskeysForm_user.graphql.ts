/**
 * @generated SignedSource<<60d8b31b8585a84b4a79042454eedcab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasskeysForm_user$data = {
  readonly id: string;
  readonly securityKeys: ReadonlyArray<{
    readonly id: string;
    readonly nickname: string | null | undefined;
    readonly transports: string;
  }>;
  readonly " $fragmentType": "PasskeysForm_user";
};
export type PasskeysForm_user$key = {
  readonly " $data"?: PasskeysForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasskeysForm_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasskeysForm_user",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "order_by",
          "value": [
            {
              "nickname": "asc"
            },
            {
              "id": "asc"
            }
          ]
        }
      ],
      "concreteType": "authUserSecurityKeys",
      "kind": "LinkedField",
      "name": "securityKeys",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nickname",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "transports",
          "storageKey": null
        }
      ],
      "storageKey": "securityKeys(order_by:[{\"nickname\":\"asc\"},{\"id\":\"asc\"}])"
    }
  ],
  "type": "users",
  "abstractKey": null
};
})();

(node as any).hash = "d7f6727132fdc29b8e51d241e4982ac3";

export default node;
