export { DEFAULT_API_BASE_URL, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config/runtime-config.js';
export { BUILD_ID } from './config/build-id.js';

export { createApiClient, preloadApiClient, type ApiClient, type ApiClientOptions, type Id, type RequestOptions } from './api/client.js';
export { ApiProvider, SESSION_ENDED_PATH, getDefaultApi, sessionEndedPath, useApi } from './api/api-context.js';
export {
  downloadAuthorizedFile,
  fetchAuthorizedFile,
  openAuthorizedFile,
  useAuthorizedFile,
  type AuthorizedFile,
  type AuthorizedFileState,
} from './api/authorized-file.js';
export { followJob, isPassingFailure, PATIENCE_MS, readPatiently, type FollowedJob } from './api/follow-job.js';
export { requestKey } from './api/request-key.js';
export { useDocumentJob, type DocumentJobProgress, type DocumentJobStatus } from './api/use-document-job.js';
export { call, callPath, type CallArgs, type CallOptions, type CallTarget } from './api/call.js';
export { createPortalQueryClient, queryClientFor, retriesOnce } from './data/query-client.js';
export { callKey, resourceKey, resourceListKey, resourceRecordKey } from './data/query-keys.js';
export {
  useCall,
  useInvalidate,
  useLoad,
  useResourceList,
  useResourceRecord,
  useRefetchOn,
  useFailureAlert,
  type DataOptions,
  type DataState,
} from './data/use-data.js';
export { ApiError, errorText, isApiError, messageOf, NOT_AUTHORIZED, TIMED_OUT, UNREACHABLE, type FieldErrors } from './api/errors.js';
export {
  filterClause,
  listParams,
  listQueryString,
  type Filter,
  type FilterOp,
  type FilterValue,
  type ListEnvelope,
  type ListQuery,
  type Order,
  type SortDirection,
} from './api/list-query.js';

export {
  displayName,
  getAccessToken,
  getRefreshToken,
  getSession,
  getUser,
  getWebUser,
  isAdmin,
  isClientAdmin,
  isClientUser,
  isSignedIn,
  ownClientId,
  ownClientName,
  ROLE_ADMIN,
  ROLE_CLIENT,
  ROLE_CLIENT_ADMIN,
  roleId,
  signOut,
  startSession,
  STORAGE_KEYS,
  subscribeSession,
  type Session,
} from './session/session.js';
export { readJson, writeJson } from './session/storage.js';
export { announceSessionEnding, keepDraft, onSessionEnding, takeDraft } from './session/drafts.js';
export { useSession } from './session/use-session.js';
export type { AuthResponse, SessionUser, WebUser } from './session/types.js';

export {
  ALERT_TIMEOUT_MS,
  alertError,
  alertInfo,
  alertSuccess,
  alertWarning,
  clearAlerts,
  OUTCOME_GROUP,
  showAlert,
  subscribeAlerts,
  type Alert,
  type AlertEvent,
  type AlertIntent,
  type AlertOptions,
} from './alerts/alerts.js';
export { AlertStack } from './alerts/alert-stack.js';

export { BUSINESS_TIME_ZONE, businessToday, formatCurrency, formatDate, formatStamp, formatUsDate, indianapolisNow } from './format/format.js';

export { followLink, navigateTo } from './navigation/navigate.js';
export { AppLink } from './navigation/app-link.js';
export { announceResourceChange, onResourceChange } from './data-changes/data-changes.js';
export {
  onVehicleRegistrationRequest,
  REGISTER_VEHICLE_EVENT,
  registeredVehiclePath,
  requestVehicleRegistration,
  type RegisteredVehicleOpens,
  type VehicleRegistrationRequest,
} from './register-vehicle/register-vehicle-request.js';

export { PortalProviders, type PortalProvidersProps } from './providers/portal-providers.js';
export { PageFrame } from './layout/page-frame.js';
export { lazyComponent, PageSuspense } from './lazy/lazy-component.js';
export { AppError } from './providers/app-error.js';
export { ClampedText, type ClampedTextProps } from './text/clamped-text.js';
export { SPREADSHEET_ACCEPT, spreadsheetRefusal } from './files/spreadsheet-file.js';
export { vinListForm, type VinListInput } from './files/vin-list-form.js';

export {
  DEFAULT_PAGE_SIZE,
  NO_DATA,
  PAGE_SIZES,
  ResourceTable,
  type ResourceTableProps,
  type RowKey,
  type RowSelection,
} from './resource-table/resource-table.js';
export { filtersFromValues } from './resource-table/filter-query.js';
export { Pager, type PagerProps } from './resource-table/pager.js';
export { FittedTable, useFittedCellClasses, type FittedTableProps } from './fitted-table/fitted-table.js';
export {
  DOWNLOAD_URL_LIFETIME_MS,
  csvColumns,
  downloadCsv,
  labelsFormat,
  rowsToCsv,
  saveBlob,
  saveTextFile,
  type CsvDownloadResult,
} from './resource-table/csv.js';
export { LOOKUP_PAGE_SIZE, lookupOptions } from './resource-table/lookup-options.js';
export type {
  CellValue,
  ChoiceFilter,
  Column,
  CsvSpec,
  DateRangeFilter,
  DateRangeValue,
  FilterDef,
  FilterInput,
  FilterValues,
  Option,
  OptionsLoader,
  TextFilter,
} from './resource-table/types.js';

export { FormFieldSet, type FormFieldSetProps } from './record-form/form-field-set.js';
export {
  failureFieldErrors,
  fieldErrorLines,
  fieldLabel,
  readableFieldName,
  saveFailureText,
  unplacedErrors,
  type NamedField,
} from './record-form/field-errors.js';
export { UnplacedFieldErrors, type UnplacedFieldErrorsProps } from './record-form/unplaced-field-errors.js';
export { changedValues, inputText, missingRequired, storedValue } from './record-form/field-values.js';
export { HistoryList, describeHistoryItem, historyValue, type HistoryLabels, type HistoryListProps } from './record-form/history-list.js';
export { RecordEditPage, type RecordEditPageProps } from './record-form/record-edit-page.js';
export { useChoices, type ChoicesState } from './record-form/use-choices.js';
export { DRAFT_RESTORED_TEXT, useRecordForm, type RecordForm, type RecordFormOptions, type RecordStatus } from './record-form/use-record-form.js';
export type { FormErrors, FormFieldDef, FormFieldKind, FormSection, FormValues } from './record-form/types.js';

export { ChargeDialog, type Charge, type ChargeTarget } from './charges/charge-dialog.js';
export { RecallWarrantiesButton } from './documents/recall-warranties-button.js';

export { BarcodeScanner } from './barcode/barcode-scanner.js';
export { VinSearchBar } from './barcode/vin-search-bar.js';
export { iosWithoutSafari } from './barcode/barcode-reader.js';
export { watchEvents, type WatchOptions } from './live/event-stream.js';
export { watchVehicleChanges } from './live/vehicle-changes.js';
export { watchLoadBayChanges } from './live/load-bay-changes.js';
export { useLoadBayChanges, useVehicleChanges } from './live/use-live-changes.js';

export { exitPhotoText, physicalReleaseDate } from './vehicle-ivr/ivr-dates.js';
export {
  IvrReport,
  firstUpload,
  recallLink,
  useDocumentOpener,
  useIvrDetails,
  type IvrConformance,
  type IvrConformanceItem,
  type IvrImage,
  type IvrVehicle,
} from './vehicle-ivr/ivr-report.js';
export { SignatureCanvas, type SignatureCanvasHandle } from './signature/signature-canvas.js';
