import { badRequest, HttpError } from "./http-errors";

/**
 * The answer to a multipart body that could not be read (no boundary, cut short, too many parts):
 * always a 4xx naming the body, never a 500. `tooLarge` answers a file over its size limit.
 */
export function multipartError(error: unknown, tooLarge: () => HttpError): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge();
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new HttpError(413, "body: the form has too many fields");
    case "FST_PROTO_VIOLATION":
      return badRequest("body: a field name is not allowed");
    default:
      return badRequest("body: the multipart form could not be read (it is incomplete or malformed)");
  }
}
