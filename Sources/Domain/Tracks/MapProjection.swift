import Glibc

/// Where a track's points land in the drawing: longitude scaled by the cosine of the middle
/// latitude (an equirectangular projection), so shapes are not stretched east–west; over a
/// workout's few kilometres its distortion stays far below a pixel. The longer side of the
/// route spans `span` units, with `margin` around it for the start and end marks. A route
/// across the 180° meridian (Fiji, Chukotka, the Aleutians) is drawn on longitudes from 0° to
/// 360°, where it is as narrow as it is, instead of from its west edge round the globe.
struct MapProjection {
    static let span = 1_000.0
    static let margin = 24.0
    /// A route running straight north or east still gets a drawing this wide or tall.
    static let minimumSide = 240.0
    /// Degrees: about a tenth of a millimetre, far below what a receiver tells apart.
    static let smallestExtent = 1e-9

    let width: Int
    let height: Int
    private let west: Double
    private let north: Double
    private let unitsPerDegreeLongitude: Double
    private let unitsPerDegreeLatitude: Double
    private let offsetX: Double
    private let offsetY: Double
    /// Whether longitudes west of 0° are read as 180° to 360° east.
    private let acrossTheMeridian: Bool

    init(_ track: Track) {
        var south = 90.0, north = -90.0
        var west = 180.0, east = -180.0, westOnTurn = 360.0, eastOnTurn = 0.0
        for (latitude, longitude) in zip(track.columns.latitudes, track.columns.longitudes) {
            south = min(south, latitude)
            north = max(north, latitude)
            west = min(west, longitude)
            east = max(east, longitude)
            let onTurn = Self.longitude(longitude, acrossTheMeridian: true)
            westOnTurn = min(westOnTurn, onTurn)
            eastOnTurn = max(eastOnTurn, onTurn)
        }
        acrossTheMeridian = eastOnTurn - westOnTurn < east - west
        if acrossTheMeridian { (west, east) = (westOnTurn, eastOnTurn) }
        let squeeze = cos((south + north) / 2 * Double.pi / 180)
        let extentX = (east - west) * squeeze, extentY = north - south
        // A route within `smallestExtent` is drawn as a dot: over less, as over 10⁻³²⁰°,
        // `span` over the extent is infinite and every point's place NaN.
        let extent = max(extentX, extentY)
        let scale = extent >= Self.smallestExtent ? Self.span / extent : 0
        // Clamped, as the scaled extent may come out a hair over `span`.
        let largest = Self.span + 2 * Self.margin
        let sideX = min(max(extentX * scale + 2 * Self.margin, Self.minimumSide), largest)
        let sideY = min(max(extentY * scale + 2 * Self.margin, Self.minimumSide), largest)
        width = Int(clamping: sideX.rounded(.up))
        height = Int(clamping: sideY.rounded(.up))
        self.west = west
        self.north = north
        unitsPerDegreeLongitude = scale * squeeze
        unitsPerDegreeLatitude = scale
        offsetX = (Double(width) - extentX * scale) / 2
        offsetY = (Double(height) - extentY * scale) / 2
    }

    func place(_ point: TrackPoint) -> PlanePoint {
        place(latitude: point.latitude, longitude: point.longitude)
    }

    func place(latitude: Double, longitude: Double) -> PlanePoint {
        PlanePoint(x: offsetX + (Self.longitude(longitude, acrossTheMeridian: acrossTheMeridian) - west) * unitsPerDegreeLongitude,
                   y: offsetY + (north - latitude) * unitsPerDegreeLatitude)
    }

    private static func longitude(_ longitude: Double, acrossTheMeridian: Bool) -> Double {
        acrossTheMeridian && longitude < 0 ? longitude + 360 : longitude
    }
}
