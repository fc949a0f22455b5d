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
        try formAndFiles().fields
    }

    /// The text fields and the files of a form body, decoded in one pass so an upload is
    /// never parsed twice. A urlencoded body has no files.
    public func formAndFiles() throws(HTTPError) -> (fields: FormData, files: [MultipartPart]) {
        let type = try formType()
        if type.is("application/x-www-form-urlencoded") { return (try FormData.urlEncoded(body), []) }
        guard type.is("multipart/form-data") else { throw .unsupportedFormType }
        var form = FormData()
        var files: [MultipartPart] = []
        for part in try multipart() {
            if part.filename != nil {
                files.append(part)
                continue
            }
            guard let value = String(validating: part.bytes, as: UTF8.self) else { throw .malformedForm }
            form.append(part.name, value)
        }
        return (form, files)
    }

    /// Every part of a multipart/form-data body, files included; 415 for another Content-Type.
    /// A body in a file is read from there, its file parts left in it (`MultipartPart.file`).
    public func multipart() throws(HTTPError) -> [MultipartPart] {
        guard try formType().is("multipart/form-data"), let contentType = headers["Content-Type"] else {
            throw .unsupportedFormType
        }
        if let spooledBody { return try MultipartParser.parse(file: spooledBody, contentType: contentType) }
        return try MultipartParser.parse(body: body, contentType: contentType)
    }

    private func formType() throws(HTTPError) -> ParameterizedValue {
        guard let header = headers["Content-Type"], let type = ParameterizedValue(header) else {
            throw .unsupportedFormType
        }
        return type
    }
}
