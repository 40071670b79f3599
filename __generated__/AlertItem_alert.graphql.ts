/**
 * @generated SignedSource<<2657d67001ac70073ed625f1aa7f08d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type portfolio_alert_severity_enum = "critical" | "info" | "warning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AlertItem_alert$data = {
  readonly acknowledged_at: string | null | undefined;
  readonly acknowledger: {
    readonly displayName: string;
  } | null | undefined;
  readonly company: {
    readonly client_id: string | null | undefined;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly created_at: string;
  readonly en_message: string;
  readonly en_title: string | null | undefined;
  readonly figures: unknown;
  readonly id: string;
  readonly kind: string | null | undefined;
  readonly pt_br_message: string;
  readonly pt_br_title: string | null | undefined;
  readonly resolved_at: string | null | undefined;
  readonly resolved_by_rule: boolean;
  readonly resolver: {
    readonly displayName: string;
  } | null | undefined;
  readonly rule: {
    readonly metric: {
      readonly en_name: string;
      readonly pt_br_name: string;
      readonly unit: string;
    } | null | undefined;
  } | null | undefined;
  readonly severity: portfolio_alert_severity_enum;
  readonly status: string | null | undefined;
  readonly wallet: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "AlertItem_alert";
};
export type AlertItem_alert$key = {
  readonly " $data"?: AlertItem_alert$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlertItem_alert">;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AlertItem_alert",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "figures",
      "storageKey": null
    },
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
      "name": "status",
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
      "name": "acknowledged_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolved_at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolved_by_rule",
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
      "concreteType": "portfolio_company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "client_id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_wallet",
      "kind": "LinkedField",
      "name": "wallet",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "portfolio_alert_rule",
      "kind": "LinkedField",
      "name": "rule",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "accounting_indicator_kind",
          "kind": "LinkedField",
          "name": "metric",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "en_name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pt_br_name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "users",
      "kind": "LinkedField",
      "name": "acknowledger",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "users",
      "kind": "LinkedField",
      "name": "resolver",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "portfolio_alert",
  "abstractKey": null
};
})();

(node as any).hash = "629171130f9649d75a37eb4cad669917";

export default node;
