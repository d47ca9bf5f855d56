import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
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
 * The test runs' validators in one JVM: the W3C Nu HTML checker (vnu.jar's own web service) and
 * XML Schema validation with the JDK's validator (no dependency), started once per test run by
 * tests/tools/validators.ts instead of one JVM per document.
 *
 * Run from source, with vnu.jar on the class path:
 *   java -cp node_modules/vnu-jar/build/dist/vnu.jar tests/tools/Validators.java <html port> <xsd port> <schema dir>
 *
 * The HTML checker answers on 127.0.0.1:<html port> (POST a document to /?out=json); with
 * port 0 it is not started (its start-up, loading the HTML schemas, is most of the JVM's). The XSD
 * validator listens on 127.0.0.1:<xsd port>: POST a document to /<schema> (a file <schema>.xsd of
 * the schema dir); the answer is "OK" or
 * "INVALID line:col message" (the first error). POST to /well-formed checks that a document
 * parses as XML (feeds, which have no schema here), with the same answers. DOCTYPEs are refused
 * and nothing is fetched, so a document can't pull in external entities.
 */
public class Validators {
  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: java -cp vnu.jar tests/tools/Validators.java <html port> <xsd port> <schema dir>");
      System.exit(2);
    }
    Map<String, Schema> schemas = new HashMap<>();
    for (File xsd : new File(args[2]).listFiles((dir, name) -> name.endsWith(".xsd"))) {
      schemas.put(xsd.getName().replace(".xsd", ""), loadSchema(xsd));
    }
    int xsdPort = Integer.parseInt(args[1]);
    HttpServer xsd = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), xsdPort), 0);
    xsd.createContext("/", exchange -> answer(exchange, schemas));
    xsd.start();
    if (args[0].equals("0")) return;
    System.setProperty("nu.validator.servlet.bind-address", "127.0.0.1");
    nu.validator.servlet.Main.main(new String[] {args[0]});
  }

  private static void answer(HttpExchange exchange, Map<String, Schema> schemas) throws IOException {
    String name = exchange.getRequestURI().getPath().substring(1);
    boolean parseOnly = name.equals("well-formed");
    Schema schema = schemas.get(name);
    byte[] document = exchange.getRequestBody().readAllBytes();
    boolean known = parseOnly || schema != null;
    String problem = !known ? "0:0 unknown schema" : validate(schema, document);
    byte[] body = (problem == null ? "OK" : "INVALID " + problem).getBytes(StandardCharsets.UTF_8);
    exchange.sendResponseHeaders(known ? 200 : 404, body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  private static Schema loadSchema(File xsd) throws SAXException {
    SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    // The schema is self-contained: no DTD, no xsd:import/include to fetch.
    factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    return factory.newSchema(xsd);
  }

  /**
   * Returns null when valid, otherwise "line:col message" of the first error. Without a schema,
   * only whether the document parses (well-formed XML).
   */
  private static String validate(Schema schema, byte[] xml) {
    try {
      if (schema == null) {
        XMLReader reader = secureReader();
        reader.setErrorHandler(new FirstErrorThrows());
        reader.parse(new InputSource(new ByteArrayInputStream(xml)));
        return null;
      }
      Validator validator = schema.newValidator();
      validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
      // An xsi:schemaLocation hint in the document must not make the validator fetch anything.
      validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
      validator.setErrorHandler(new FirstErrorThrows());
      validator.validate(new SAXSource(secureReader(), new InputSource(new ByteArrayInputStream(xml))));
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
    // One line per document keeps the answer greppable.
    return message.replaceAll("\\s+", " ").trim();
  }

  private static final class FirstErrorThrows implements ErrorHandler {
    @Override
    public void warning(SAXParseException e) {
      System.err.println("WARNING " + e.getLineNumber() + ":" + e.getColumnNumber() + " " + describe(e));
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
