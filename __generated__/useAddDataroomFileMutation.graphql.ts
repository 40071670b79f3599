/**
 * @generated SignedSource<<8328811c048aec6345a9142525d4db04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAddDataroomFileMutation$variables = {
  companyId: string;
  fileId: string;
};
export type useAddDataroomFileMutation$data = {
  readonly insert_portfolio_company_file_one: {
    readonly id: string;
  } | null | undefined;
};
export type useAddDataroomFileMutation = {
  response: useAddDataroomFileMutation$data;
  variables: useAddDataroomFileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "companyId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fileId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "company_id",
            "variableName": "companyId"
          },
          {
            "kind": "Variable",
            "name": "file_id",
            "variableName": "fileId"
          }
        ],
        "kind": "ObjectValue",
        "name": "object"
      }
    ],
    "concreteType": "portfolio_company_file",
    "kind": "LinkedField",
    "name": "insert_portfolio_company_file_one",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "useAddDataroomFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddDataroomFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "efd0baa57396b1ec425d7231de0e7f50",
    "id": null,
    "metadata": {},
    "name": "useAddDataroomFileMutation",
    "operationKind": "mutation",
    "text": "mutation useAddDataroomFileMutation(\n  $companyId: uuid!\n  $fileId: uuid!\n) {\n  insert_portfolio_company_file_one(object: {company_id: $companyId, file_id: $fileId}) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "baad430bc295b36f706d1d479cffc2ed";

export default node;
