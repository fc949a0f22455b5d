extension Request {
    /// The query string's pairs, decoded like a urlencoded form; malformed pairs are skipped,
    /// since a link someone mangled should still reach its page.
    public var queryItems: FormData {
        var query = query
        return query.withUTF8 { FormData.parse(UnsafeRawBufferPointer($0), skippingMalformed: true) } ?? FormData()
    }

    /// The submitted form's text fields: a urlencoded body, or the parts of a multipart body
    /// that are not files. 415 for any other Content-Type, 400 when the body is malformed.
    public func form() throws(HTTPError) -> FormData {
        let type = try formType()
        if type.is("application/x-www-form-urlencoded") { return try FormData.urlEncoded(body) }
        guard type.is("multipart/form-data") else { throw .unsupportedFormType }
        var form = FormData()
        for part in try multipart() where part.filename == nil {
            guard let value = String(validating: part.body, as: UTF8.self) else { throw .malformedForm }
            form.append(part.name, value)
        }
        return form
    }

    /// Every part of a multipart/form-data body, files included; 415 for another Content-Type.
    public func multipart() throws(HTTPError) -> [MultipartPart] {
        guard try formType().is("multipart/form-data"), let contentType = headers["Content-Type"] else {
            throw .unsupportedFormType
        }
        return try MultipartParser.parse(body: body, contentType: contentType)
    }

    private func formType() throws(HTTPError) -> ParameterizedValue {
        guard let header = headers["Content-Type"], let type = ParameterizedValue(header) else {
            throw .unsupportedFormType
        }
        return type
    }
}
