/**
 * @generated SignedSource<<681701826ada15e4824009bd41cd03dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type user_analysis_user_events_insert_input = {
  event_name?: string | null | undefined;
  extra_fields?: unknown | null | undefined;
};
export type useRecordVisitMutation$variables = {
  object: user_analysis_user_events_insert_input;
};
export type useRecordVisitMutation$data = {
  readonly insert_user_analysis_user_events_one: {
    readonly event_name: string;
  } | null | undefined;
};
export type useRecordVisitMutation = {
  response: useRecordVisitMutation$data;
  variables: useRecordVisitMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "object"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "object",
        "variableName": "object"
      }
    ],
    "concreteType": "user_analysis_user_events",
    "kind": "LinkedField",
    "name": "insert_user_analysis_user_events_one",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "event_name",
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
    "name": "useRecordVisitMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordVisitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4bc438474ce561f9c4a8c999568ef006",
    "id": null,
    "metadata": {},
    "name": "useRecordVisitMutation",
    "operationKind": "mutation",
    "text": "mutation useRecordVisitMutation(\n  $object: user_analysis_user_events_insert_input!\n) {\n  insert_user_analysis_user_events_one(object: $object) {\n    event_name\n  }\n}\n"
  }
};
})();

(node as any).hash = "611fb6ee38f6b11a01c9c7b756282878";

export default node;
