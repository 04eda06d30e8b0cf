/**
 * The OpenAPI document's shared components are the contracts that carry a zod `meta({ id })`,
 * in the order those contracts load. They load here first, in the document's order
 * (docs/openapi.json), so the document does not change with the order modules import them.
 */
import '@parallax/core/contracts/common';
import '@parallax/core/contracts/auth';
import '@parallax/core/contracts/user-settings';
import '@parallax/core/contracts/devices';
import '@parallax/core/contracts/analytics';
import '@parallax/core/contracts/documents';
import '@parallax/core/contracts/age-check';
import '@parallax/core/contracts/blog';
import '@parallax/core/contracts/catalog';
import '@parallax/core/contracts/flags';
import '@parallax/core/contracts/models';
import '@parallax/core/contracts/origins';
import '@parallax/core/contracts/tags';
import '@parallax/core/contracts/faq';
import '@parallax/core/contracts/credentials';
import '@parallax/core/contracts/notifications';
import '@parallax/core/contracts/feeds';
import '@parallax/core/contracts/library';
import '@parallax/core/contracts/player';
import '@parallax/core/contracts/releases';
import '@parallax/core/contracts/cart';
import '@parallax/core/contracts/payments';
import '@parallax/core/contracts/subscriptions';
import '@parallax/core/contracts/support';
import '@parallax/core/contracts/system';
