/**
 * @generated SignedSource<<023bd789b8390026aeed89a30496d1e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_alert_severity_enum = "critical" | "info" | "warning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LatestAlerts_query$data = {
  readonly alertsLatest: ReadonlyArray<{
    readonly company: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly created_at: string;
    readonly en_message: string;
    readonly en_title: string;
    readonly id: string;
    readonly pt_br_message: string;
    readonly pt_br_title: string;
    readonly severity: portfolio_alert_severity_enum;
    readonly wallet: {
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly alertsOpen: {
    readonly aggregate: {
      readonly count: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "LatestAlerts_query";
};
export type LatestAlerts_query$key = {
  readonly " $data"?: LatestAlerts_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestAlerts_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "fields": [
    {
      "kind": "Literal",
      "name": "resolved_at",
      "value": {
        "_is_null": true
      }
    },
    {
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
        }
      ],
      "kind": "ObjectValue",
      "name": "wallet"
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
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "organizationId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestAlerts_query",
  "selections": [
    {
      "alias": "alertsOpen",
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_alert_aggregate",
      "kind": "LinkedField",
      "name": "portfolio_alert_aggregate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_alert_aggregate_fields",
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
      "alias": "alertsLatest",
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
            {
              "id": "asc"
            }
          ]
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "portfolio_alert",
      "kind": "LinkedField",
      "name": "portfolio_alert",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "severity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "en_title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pt_br_title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "en_message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pt_br_message",
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
          "concreteType": "portfolio_wallet",
          "kind": "LinkedField",
          "name": "wallet",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "portfolio_company",
          "kind": "LinkedField",
          "name": "company",
          "plural": false,
          "selections": (v2/*:: as any*/),
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

(node as any).hash = "a0c916de08dbec262bb2999820a390f3";

export default node;
