import java.io.File;
import java.io.IOException;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.transform.sax.SAXSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;

/**
 * Validates XML files against a W3C XML Schema with the JDK's own validator (no dependency).
 *
 * Run from source, no compilation step:
 *   java tests/tools/XsdValidate.java schema.xsd file.xml...
 *
 * Prints "OK file" or "INVALID file: line:col message" (first error) per file.
 * Exit code: 0 all valid, 1 some file invalid, 2 usage error or unreadable schema.
 * DOCTYPEs are refused and nothing is fetched, so a document can't pull in external entities.
 */
public class XsdValidate {
  public static void main(String[] args) {
    if (args.length < 2) {
      System.err.println("usage: java tests/tools/XsdValidate.java <schema.xsd> <file.xml>...");
      System.exit(2);
    }
    Schema schema;
    try {
      schema = loadSchema(new File(args[0]));
    } catch (SAXException e) {
      System.err.println("cannot load schema " + args[0] + ": " + describe(e));
      System.exit(2);
      return;
    }
    boolean allValid = true;
    for (int i = 1; i < args.length; i++) {
      String file = args[i];
      String problem = validate(schema, new File(file));
      if (problem == null) {
        System.out.println("OK " + file);
      } else {
        allValid = false;
        System.out.println("INVALID " + file + ": " + problem);
      }
    }
    System.exit(allValid ? 0 : 1);
  }

  private static Schema loadSchema(File xsd) throws SAXException {
    SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    // The schema is self-contained: no DTD, no xsd:import/include to fetch.
    factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    return factory.newSchema(xsd);
  }

  /** Returns null when valid, otherwise "line:col message" of the first error. */
  private static String validate(Schema schema, File xml) {
    try {
      Validator validator = schema.newValidator();
      validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
      // An xsi:schemaLocation hint in the document must not make the validator fetch anything.
      validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
      validator.setErrorHandler(new FirstErrorThrows());
      validator.validate(new SAXSource(secureReader(), new InputSource(xml.toURI().toString())));
      return null;
    } catch (SAXParseException e) {
      return e.getLineNumber() + ":" + e.getColumnNumber() + " " + describe(e);
    } catch (SAXException | ParserConfigurationException e) {
      return "0:0 " + describe(e);
    } catch (IOException e) {
      return "0:0 cannot read: " + describe(e);
    }
  }

  /** Namespace-aware parser that rejects any DOCTYPE (no DTD, hence no entity expansion). */
  private static XMLReader secureReader() throws ParserConfigurationException, SAXException {
    SAXParserFactory factory = SAXParserFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setXIncludeAware(false);
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
    factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
    factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    return factory.newSAXParser().getXMLReader();
  }

  private static String describe(Exception e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    // One line per file keeps the output greppable.
    return message.replaceAll("\\s+", " ").trim();
  }

  private static final class FirstErrorThrows implements ErrorHandler {
    @Override
    public void warning(SAXParseException e) {
      System.err.println("WARNING " + e.getSystemId() + ": " + e.getLineNumber() + ":" + e.getColumnNumber() + " "
          + describe(e));
    }

    @Override
    public void error(SAXParseException e) throws SAXException {
      throw e;
    }

    @Override
    public void fatalError(SAXParseException e) throws SAXException {
      throw e;
    }
  }
}
