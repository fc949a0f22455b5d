/// Apple Health exports with weight in them, made from the real one in
/// `shared/fixtures/real/body/` (which has none) by adding `Record` elements before its end,
/// in the DTD's form, as the Health app writes them (issue 38).
public enum AppleHealthFixture {
    public static func adding(_ records: [String], to base: [UInt8]) -> [UInt8] {
        let text = String(decoding: base, as: UTF8.self)
        guard let end = text.range(of: "</HealthData>", options: .backwards) else { return base }
        return Array((text[..<end.lowerBound] + records.joined(separator: "\n") + "\n" + text[end.lowerBound...]).utf8)
    }

    /// A `Record` of `HKQuantityTypeIdentifier<type>` ("BodyMass", "BodyFatPercentage",
    /// "WaistCircumference") at `date` ("2019-06-17 07:49:48 -0400").
    public static func record(_ type: String, _ unit: String, _ value: String, _ date: String) -> String {
        """
         <Record type="HKQuantityTypeIdentifier\(type)" sourceName="Withings" sourceVersion="4.1" unit="\(unit)" \
        creationDate="\(date)" startDate="\(date)" endDate="\(date)" value="\(value)">
          <MetadataEntry key="HKWasUserEntered" value="0"/>
         </Record>
        """
    }
}
