import Testing
import LifelineSupport

/// `Escaping.DOT`'s three forms on the characters DOT, Graphviz's escapes and HTML-like labels
/// interpret; LifelineRenderTests' `DOTEscapingTests` draws the results with Graphviz.
@Suite struct DOTEscapingTests {
    @Test func quotedEscapesWhatDOTAndGraphvizInterpret() {
        #expect(Escaping.DOT.quoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(Escaping.DOT.quoted("1\n2\r\n3\r4") == #""1\n2\n3\n4""#)
        #expect(Escaping.DOT.quoted("&amp;") == #""&amp;amp;""#)
        #expect(Escaping.DOT.quoted("nul\u{0}\u{1}\u{7F}\u{85}\u{FFFE}x\ty") == #""nulx y""#)
        #expect(Escaping.DOT.quoted("\u{202E}😀") == "\"\u{202E}😀\"")
    }

    @Test func htmlTextEscapesMarkupEntitiesAndBackslashes() {
        #expect(Escaping.DOT.htmlText(#"<a href="x">&</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
        #expect(Escaping.DOT.htmlText("a\nb\\N") == #"a<BR/>b\\N"#)
    }

    @Test func identifiersAreBareOnlyWhenSafe() {
        #expect(Escaping.DOT.identifier("foregroundActive") == "foregroundActive")
        #expect(Escaping.DOT.identifier("_x9") == "_x9")
        #expect(Escaping.DOT.identifier("9lives") == #""9lives""#)
        #expect(Escaping.DOT.identifier("Node") == #""Node""#)
        #expect(Escaping.DOT.identifier("a-b") == #""a-b""#)
        #expect(Escaping.DOT.identifier("") == #""""#)
        #expect(Escaping.DOT.identifier("é") == #""é""#)
    }
}
