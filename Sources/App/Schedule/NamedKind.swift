import Domain
import Storage
import Templates

/// Locations and class types: a unique name and one more text, listed, added, edited and
/// deleted by staff through the same pages. What differs between them is said here.
struct NamedKind: Sendable {
    let path: String
    let tab: String
    let title: String
    let singular: String
    let detail: NamedField
    let detailLabel: String
    let detailHint: String
    let list: @Sendable (Database) throws -> [(id: Int64, name: String, detail: String)]
    let validate: @Sendable (NamedForm) -> Result<(name: String, detail: String), FieldErrors>
    let save: @Sendable (Database, Int64?, _ name: String, _ detail: String) throws -> ScheduleChange
    let delete: @Sendable (Database, Int64) throws -> ScheduleChange

    static let locations = NamedKind(
        path: "/staff/locations", tab: "locations", title: "Locations", singular: "location", detail: .address,
        detailLabel: "Address", detailHint: "shown with the classes held there",
        list: { try $0.locations().map { ($0.id, $0.name, $0.address) } },
        validate: { form in form.validated { LocationInput.parse(name: $0[.name], address: $0[.address]) }.map { ($0.name, $0.address) } },
        save: { try $0.saveLocation(id: $1, LocationInput(name: $2, address: $3)) },
        delete: { try $0.deleteLocation(id: $1) })

    static let classTypes = NamedKind(
        path: "/staff/class-types", tab: "class-types", title: "Class types", singular: "class type", detail: .description,
        detailLabel: "Description", detailHint: "what the class is, for the staff's reference",
        list: { try $0.classTypes().map { ($0.id, $0.name, $0.description) } },
        validate: { form in
            form.validated { ClassTypeInput.parse(name: $0[.name], description: $0[.description]) }.map { ($0.name, $0.description) }
        },
        save: { try $0.saveClassType(id: $1, ClassTypeInput(name: $2, description: $3)) },
        delete: { try $0.deleteClassType(id: $1) })

    /// What every page of this kind shows.
    var context: [String: TemplateValue] {
        ["path": .string(path), "tab": .string(tab), "kind_title": .string(title), "singular": .string(singular),
         "detail_field": .string(detail.rawValue), "detail_label": .string(detailLabel), "detail_hint": .string(detailHint),
         "detail_multiline": .bool(detail.isMultiline)]
    }
}
