/// The code as an SVG image: one path of unit squares in a viewBox with the four-module
/// light zone around it (§6.3.8): 240 px wide, 4 px or more a module up to version 8 (the
/// URI of a long email), crisp at any zoom.
extension QRCode {
    public var svg: String {
        let quiet = 4
        let side = size + 2 * quiet
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard self[x, y] else {
                    x += 1
                    continue
                }
                // A run of dark modules in a row is one rectangle.
                var end = x
                while end < size && self[end, y] { end += 1 }
                path += "M\(x + quiet) \(y + quiet)h\(end - x)v1h-\(end - x)z"
                x = end
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" width="240" height="240" class="qr-code" role="img" shape-rendering="crispEdges">\
            <title>QR code of the two-factor secret</title><rect width="\(side)" height="\(side)" fill="#fff"/>\
            <path d="\(path)" fill="#000"/></svg>
            """
    }
}
