/// An output format of ``Graphviz/render(dot:layout:format:)``: the `-T` option of the Graphviz programs.
public enum GraphvizFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Scalable Vector Graphics (XML, UTF-8). Geometry depends on the installed fonts.
    case svg
    /// Portable Network Graphics, rendered by cairo.
    case png
    /// Portable Document Format, rendered by cairo. Not byte-stable: cairo writes a creation date.
    case pdf
    /// The input graph in DOT, with the computed layout added (`pos`, `bb`, `width`, `height` …).
    case dot
    /// Graphviz's line-oriented "plain" text: `graph`, `node`, `edge` and `stop` lines.
    case plain

    /// The format name Graphviz knows (`-T` value).
    package var graphvizName: String { rawValue }

    /// The usual file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .svg: "svg"
        case .png: "png"
        case .pdf: "pdf"
        case .dot: "gv"
        case .plain: "txt"
        }
    }

    /// The media type, for HTTP headers or HTML `<object>`/`<img>` tags.
    package var mediaType: String {
        switch self {
        case .svg: "image/svg+xml"
        case .png: "image/png"
        case .pdf: "application/pdf"
        case .dot: "text/vnd.graphviz"
        case .plain: "text/plain"
        }
    }

    /// The bytes every output of this format starts with, as Graphviz 2.43 writes it.
    ///
    /// SVG starts with an XML declaration, `plain` with its `graph` line. `dot` has no fixed
    /// prefix (`digraph`, `graph` or `strict`), so its prefix is empty.
    package var magicBytes: [UInt8] {
        switch self {
        case .svg: Array("<?xml".utf8)
        case .png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        case .pdf: Array("%PDF-".utf8)
        case .dot: []
        case .plain: Array("graph ".utf8)
        }
    }

    /// Whether `bytes` start with this format's ``magicBytes``.
    package func hasMagicBytes(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: magicBytes)
    }

    /// Whether the output is text (UTF-8) rather than binary.
    package var isText: Bool {
        switch self {
        case .svg, .dot, .plain: true
        case .png, .pdf: false
        }
    }

    /// The format's name, as `--format` spells it.
    public var description: String { rawValue }
}
