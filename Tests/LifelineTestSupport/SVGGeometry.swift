import Foundation

/// The geometry of an SVG Graphviz wrote, read back from its text: the page's size, every
/// cluster's box and every text's font size, in points. For tests of how a drawing reads
/// (its width, where its clusters sit, how tall its labels come out at a given width), which
/// golden DOT cannot show.
public struct SVGGeometry {
    /// A cluster's box: `top` < `bottom` (SVG's y grows downwards).
    public struct Box: Equatable {
        public var left, right, top, bottom: Double
    }

    /// The page's width and height in points (the `viewBox`, margins included).
    public let width: Double
    public let height: Double
    /// Boxes by cluster name (`cluster_0`, …).
    public let clusters: [String: Box]
    /// The font size of every `<text>`, in points, in document order.
    public let fontSizes: [Double]

    public struct Unreadable: Error, CustomStringConvertible {
        public let description: String
    }

    public init(_ svg: String) throws {
        let box = Self.matches(#"viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)""#, in: svg)
        guard let first = box.first, let width = Double(first[3]), let height = Double(first[4]) else {
            throw Unreadable(description: "no viewBox in \(svg.prefix(300))")
        }
        self.width = width
        self.height = height
        fontSizes = Self.matches(#"<text[^>]*font-size="([\d.]+)""#, in: svg).compactMap { Double($0[1]) }
        var clusters: [String: Box] = [:]
        // A cluster's group: its title, then the path (rounded) or polygon that draws its box.
        let groups = Self.matches(
            #"class="cluster">\s*<title>([^<]+)</title>\s*<(?:path|polygon)[^>]*(?:d|points)="([^"]+)""#, in: svg)
        for group in groups {
            let points = Self.matches(#"(-?[\d.]+),(-?[\d.]+)"#, in: group[2]).compactMap { pair -> (Double, Double)? in
                guard let x = Double(pair[1]), let y = Double(pair[2]) else { return nil }
                return (x, y)
            }
            guard !points.isEmpty else { continue }
            clusters[group[1]] = Box(
                left: points.map(\.0).min()!, right: points.map(\.0).max()!,
                top: points.map(\.1).min()!, bottom: points.map(\.1).max()!)
        }
        self.clusters = clusters
    }

    /// Every match of `pattern`, as its groups (0: the whole match).
    public static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: whole).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}

/// The size of a PNG image, read from its IHDR chunk (bytes 16–23, big-endian).
public func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
        return nil
    }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
}
