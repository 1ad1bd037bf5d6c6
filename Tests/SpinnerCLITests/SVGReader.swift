import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG file read back with Foundation's XML parser: each element with its attributes, the
/// `id` of the group it sits in, and the text of its `<title>` / `<desc>`. A file that is not
/// well-formed XML does not read.
final class SVGReader: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        let group: String?
        var title: String?
        var text = ""

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    }

    private(set) var elements: [Element] = []
    private(set) var groupTitles: [String: String] = [:]
    private(set) var groupDescriptions: [String: String] = [:]
    private var stack: [Int] = []
    private var groups: [String] = []
    private var text = ""

    /// nil when the bytes are not well-formed XML.
    static func read(_ data: Data) -> SVGReader? {
        let reader = SVGReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if name == "g", let id = attributes["id"] { groups.append(id) }
        elements.append(Element(name: name, attributes: attributes, group: groups.last))
        stack.append(elements.count - 1)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let index = stack.removeLast()
        elements[index].text = text
        if name == "title" || name == "desc", let parent = stack.last {
            let owner = elements[parent]
            if owner.name == "g", let id = owner.attributes["id"] {
                if name == "title" { groupTitles[id] = text } else { groupDescriptions[id] = text }
            } else if name == "title" {
                elements[parent].title = text
            }
        }
        if name == "g", elements[index].attributes["id"] != nil { groups.removeLast() }
        text = ""
    }

    /// The id of the panel titled `title` ("view/circularLayer strokeEnd").
    func panel(_ title: String) -> String? { groupTitles.first { $0.value == title }?.key }

    /// The elements named `name` inside panel `id`.
    func elements(_ name: String, in id: String) -> [Element] { elements.filter { $0.name == name && $0.group == id } }
}
