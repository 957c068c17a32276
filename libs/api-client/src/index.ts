export {
  apiRequest,
  apiDownload,
  matchContract,
  startLoading,
  apiUpload,
  apiGet,
  apiPost,
  apiPut,
  apiDelete,
  LOGIN_PATH,
  type ApiRequestOptions,
  type HttpMethod,
} from './api-request.js';
export { ApiError, NetworkError, ResponseShapeError, asksToWait, errorText, hasErrorCode, isRefusal } from './api-error.js';
export { apiEventStream, eventStreamParser, type ServerEvent } from './api-event-stream.js';
export { contract, type ContractName } from './contract.js';
