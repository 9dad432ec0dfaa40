import Testing
import LifelineSupport

/// The two escapers of text between XML tags: XML's own minimum (`migrate`'s Info.plist edit)
/// and Apple's property-list writer's set (`scan`'s line lookup), each against its spec.
@Suite struct XMLTextEscapingTests {
    static let samples = [
        "", "Main", "Main~ipad", "A&B", "<Main>", "a > b", "&amp;", "R&D <beta> > \"quoted\" 'single'",
        "tab\there\nnewline", "é🙂\u{202E}"
    ]

    /// XML's predefined entities read back, `&amp;` last, for the round trip.
    static func unescaped(_ s: String) -> String {
        s.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    }

    @Test func textEscapesOnlyWhatXMLRequires() {
        #expect(Escaping.XML.text("R&D <beta> > \"q\" 'a'") == "R&amp;D &lt;beta> > \"q\" 'a'")
        #expect(Escaping.XML.text("&amp;") == "&amp;amp;")
        #expect(Escaping.XML.text("Main") == "Main")
    }

    @Test func propertyListStringEscapesAsCoreFoundationWrites() {
        #expect(Escaping.XML.propertyListString("R&D <beta> > \"q\" 'a'") == "R&amp;D &lt;beta&gt; &gt; \"q\" 'a'")
        #expect(Escaping.XML.propertyListString("$(PRODUCT_MODULE_NAME).Scene") == "$(PRODUCT_MODULE_NAME).Scene")
    }

    @Test(arguments: samples)
    func bothReadBackAsTheTextAndDifferOnlyInGreaterThan(sample: String) {
        let text = Escaping.XML.text(sample)
        let plist = Escaping.XML.propertyListString(sample)
        #expect(Self.unescaped(text) == sample)
        #expect(Self.unescaped(plist) == sample)
        #expect(!plist.contains(">") && !text.contains("<") && !plist.contains("<"))
        #expect(plist == text.replacing(">", with: "&gt;"))
    }
}
