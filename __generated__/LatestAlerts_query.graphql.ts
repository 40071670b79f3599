/**
 * @generated SignedSource<<08fdbd62691176fb3bfd0ebee4164f5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestAlerts_query$data = {
  readonly alertsLatest: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AlertItem_alert">;
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
    {
      "kind": "Literal",
      "name": "resolved_at",
      "value": {
        "_is_null": true
      }
    }
  ],
  "kind": "ObjectValue",
  "name": "where"
};
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AlertItem_alert"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "query_root",
  "abstractKey": null
};
})();

(node as any).hash = "943998643488997f93c353a1d320ded0";

export default node;
