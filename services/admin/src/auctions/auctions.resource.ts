import { RESOURCE_ROUTES } from '@portal/contracts';
import { defineResource, type WriteContext } from '@portal/server-kit';
import { REFERENCE, checkChoices, trimText } from '../shared/rules.js';

export const NEW_AUCTION_NAME = 'NEW AUCTION';
const AUCTION_FIELDS = [
  'auctionname',
  'auctioncity',
  'auctionphonenumber',
  'auctioncontactname',
  'auctionstreetaddress',
  'auctionstateid',
  'auctionzip',
  'country',
  'mailingaddress',
  'mailingcity',
  'mailingstateid',
  'mailingzip',
] as const;
const TEXT = [
  'auctioncity',
  'auctionphonenumber',
  'auctioncontactname',
  'auctionstreetaddress',
  'auctionzip',
  'mailingaddress',
  'mailingcity',
  'mailingzip',
] as const;

function checkAuction({ data }: WriteContext): void {
  trimText(data, TEXT);
  if (typeof data.auctionname === 'string') data.auctionname = data.auctionname.trim();
  checkChoices(data, { country: { 1: 'United States', 2: 'Canada' } });
}

/** Auctions: a lookup every screen reads; staff maintain them. */
export const auctionsResource = defineResource({
  name: 'auctions',
  model: 'Auction',
  primaryKey: 'auctionid',
  filterable: AUCTION_FIELDS,
  sortable: AUCTION_FIELDS,
  creatable: AUCTION_FIELDS,
  updatable: AUCTION_FIELDS,
  required: ['auctionname'],
  createDefaults: () => ({ auctionname: NEW_AUCTION_NAME, country: 1 }),
  relations: { state: { resource: 'us_states', filterable: ['stateabbreviation'], sortable: ['stateabbreviation'] }, mailing_state: { resource: 'us_states' } },
  readWith: ['state', 'mailing_state'],
  defaultOrder: [{ field: 'auctionname', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.auctions.access,
  scope: REFERENCE,
  hooks: { beforeCreate: checkAuction, beforeUpdate: checkAuction },
});
