import HTTP
import Templates

/// Turns every error into a page in one place. 4xx pages explain what to do; a 500 shows
/// only a request id, while the detail goes to the log under the same id.
struct ErrorPages: Sendable {
    let pages: PageRenderer
    let logger: Logger

    func response(for error: HTTPError, request: Request?, context: [String: TemplateValue] = [:]) -> Response {
        var values = context
        values["title"] = .string(Self.title(for: error.status))
        values["status"] = .int(error.status.code)
        values["message"] = .string(error.message)
        values["request_id"] = .string(error.status.code >= 500 ? request?.id ?? "" : "")
        var response: Response
        do {
            response = try pages.render("error", values, status: error.status)
        } catch {
            logger.error("cannot render the error page: \(error)")
            response = Response(status: .internalServerError, headers: ["Content-Type": "text/plain; charset=utf-8"],
                                body: Array("Something went wrong.\n".utf8))
        }
        for field in error.headers { response.headers.add(field.name, field.value) }
        return response
    }

    /// For anything that is not an `HTTPError`: log it in full, show a 500 with the request id.
    func internalError(_ error: any Error, request: Request) -> Response {
        logger.error("request \(request.id) \(request.method) \(request.path) failed: \(error)")
        let problem = HTTPError(.internalServerError, "Something went wrong on our side. Your data is safe; please try again. If it keeps happening, tell the administrator this request id.")
        return response(for: problem, request: request)
    }

    static func title(for status: HTTPStatus) -> String {
        switch status.code {
        case 400: "Bad request"
        case 403: "Not allowed"
        case 404: "Page not found"
        case 405: "Method not allowed"
        case 408: "Request timed out"
        case 413: "Too large"
        case 414: "Address too long"
        case 415: "Unsupported form"
        case 422: "Please check the form"
        case 429: "Too many attempts"
        case 431: "Headers too large"
        case 501: "Not implemented"
        case 503: "Busy right now"
        case 505: "HTTP version not supported"
        default: status.code >= 500 ? "Something went wrong" : status.reason
        }
    }
}
