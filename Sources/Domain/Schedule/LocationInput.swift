/// A validated location form: where classes take place.
public struct LocationInput: Sendable, Equatable {
    public let name: String
    public let address: String

    public static let maxName = 100
    public static let maxAddress = 300

    public init(name: String, address: String) {
        self.name = name
        self.address = address
    }

    public static func parse(name: String?, address: String?) -> Result<LocationInput, FieldErrors> {
        var errors: [FieldError] = []
        let name = ScheduleRules.text(name, length: 1...maxName, field: "name", missing: "Enter the location's name, e.g. Downtown.",
                                      tooLong: "Keep the name to 100 characters or fewer.", errors: &errors)
        let address = ScheduleRules.text(address, length: 0...maxAddress, field: "address", missing: "",
                                         tooLong: "Keep the address to 300 characters or fewer.", errors: &errors)
        guard errors.isEmpty, let name, let address else { return .failure(FieldErrors(errors)) }
        return .success(LocationInput(name: name, address: address))
    }
}
