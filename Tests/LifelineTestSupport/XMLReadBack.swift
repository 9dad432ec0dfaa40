import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document read back with Foundation's `XMLParser` (libxml2 on Linux): what a viewer
/// would see of it, for checking that escaped strings survive.
public struct XMLReadBack {
    /// Every element's name, in document order.
    public private(set) var elementNames: [String] = []
    /// Every attribute value, in document order.
    public private(set) var attributeValues: [String] = []
    /// The character data of each element that has any (entities and character references decoded).
    public private(set) var texts: [String] = []

    /// Why a document did not parse.
    public struct Malformed: Error, CustomStringConvertible {
        public let description: String
    }

    /// Parses `data`; throws when it is not well-formed XML.
    public init(_ data: Data) throws {
        let delegate = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        // An SVG names its DTD; nothing may be fetched from the network.
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else {
            throw Malformed(description: parser.parserError.map { "\($0)" } ?? "XMLParser failed")
        }
        elementNames = delegate.elementNames
        attributeValues = delegate.attributeValues
        texts = delegate.texts
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elementNames: [String] = []
        var attributeValues: [String] = []
        var texts: [String] = []
        private var current = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            flush()
            elementNames.append(elementName)
            attributeValues += attributes.keys.sorted().compactMap { attributes[$0] }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            flush()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            current += String(decoding: CDATABlock, as: UTF8.self)
        }

        private func flush() {
            if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { texts.append(current) }
            current = ""
        }
    }
}
