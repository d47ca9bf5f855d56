-- Demo data for the career site (spec sections 2, 3, 5 and 9).
-- Idempotent: every insert ends with "on conflict (id) do nothing".
--
-- Company 1 'lumen-energie'  : every column filled (the complete case).
-- Company 2 'atelier-brique' : only slug, name, workspace_id, headquarters (every fallback).
-- Company 3 'cafe-moka'      : medium profile, recruitment_process as plain strings.
-- Plans: Lumen Énergie pro, Atelier Brique starter, Café Moka enterprise.
--
-- Images are only referenced under /demo/ (served locally).
-- Job ids: b0000000-0000-4000-8000-0000000000NN.

begin;

-- ---------------------------------------------------------------------------
-- Companies
-- ---------------------------------------------------------------------------

insert into companies (
  id, slug, name, logo_url, workspace_id, description, "values", vision,
  key_figures, tech_stack, offices, social_links, recruitment_process,
  website, industry, size_range, headquarters, location, cover_image_url,
  baseline, founded_year, average_age, turnover, turnover_rate,
  companies_phone, seo_pages, photos, created_at, updated_at
) values (
  'c0000000-0000-4000-8000-000000000001',
  'lumen-energie',
  'Lumen Énergie',
  '/demo/lumen-logo.svg',
  'a0000000-0000-4000-8000-000000000001',
  'Lumen Énergie conçoit, construit et exploite des centrales solaires et des parcs éoliens partout en France et en Europe francophone. Depuis notre création en 2011, nous avons accompagné plus de soixante collectivités et industriels dans leur transition vers une électricité locale et décarbonée.

Nos équipes couvrent toute la chaîne de valeur : prospection foncière, études d''impact, ingénierie, construction, puis exploitation et maintenance pendant plus de vingt ans. Cette maîtrise de bout en bout nous permet de livrer des projets fiables, au juste coût, en dialogue permanent avec les riverains.

Aujourd''hui, 320 collaboratrices et collaborateurs répartis entre Paris, Nantes et Bruxelles pilotent un portefeuille de 850 MW en exploitation. Nous recrutons des profils techniques, commerciaux et support qui ont envie de donner du sens à leur métier.',
  'Transparence envers les territoires, exigence technique et respect du vivant. Nous privilégions la coopération plutôt que la compétition, et chaque collaborateur peut proposer, tester et améliorer nos façons de faire.',
  'Faire de chaque territoire un producteur d''énergie renouvelable, en associant citoyens, collectivités et entreprises à la gouvernance des projets.',
  '[
    {"label": "Collaborateurs", "value": "320"},
    {"label": "Âge moyen", "value": "36,4 ans"},
    {"label": "Chiffre d''affaires", "value": "48 M€"},
    {"label": "Part des femmes", "value": "42 %"},
    {"key": "Part des hommes", "number": "58 %"},
    {"key": "Index égalité professionnelle", "number": 92},
    {"key": "Effectif", "number": 320},
    {"key": "Mégawatts en exploitation", "number": 850},
    {"label": "Parcs solaires et éoliens", "value": "64"}
  ]'::jsonb,
  ARRAY['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Python', 'Grafana', 'Kubernetes', 'SCADA'],
  '[
    {"name": "Siège social", "address": "18 rue de la Roquette, 75011 Paris", "country": "France"},
    {"name": "Agence Grand Ouest", "address": "5 quai de la Fosse, 44000 Nantes", "country": "France"},
    {"name": "Bureau Benelux", "address": "Rue Royale 120, 1000 Bruxelles", "country": "Belgique"}
  ]'::jsonb,
  '{
    "linkedin": "https://www.linkedin.com/company/lumen-energie",
    "instagram": "https://www.instagram.com/lumen.energie",
    "youtube": "https://www.youtube.com/@lumen-energie"
  }'::jsonb,
  '[
    {"step": 1, "title": "Candidature en ligne", "description": "Envoyez votre CV et quelques lignes de motivation : nous répondons à chaque candidature sous 5 jours ouvrés."},
    {"step": 2, "title": "Échange téléphonique", "description": "Trente minutes avec notre équipe recrutement pour faire connaissance et parler de vos attentes."},
    {"step": 3, "title": "Entretien métier", "description": "Rencontre avec votre futur·e manager et un·e membre de l''équipe, parfois autour d''un cas pratique."},
    {"step": 4, "title": "Visite et proposition", "description": "Visite d''un de nos sites, rencontre avec l''équipe, puis proposition écrite sous 48 heures."}
  ]'::jsonb,
  'https://lumen-energie.example',
  'Énergies renouvelables',
  '201-500',
  'Paris',
  'Paris, Nantes et Bruxelles',
  '/demo/lumen-cover.svg',
  'L''énergie solaire et éolienne, au plus près des territoires',
  2011,
  36.4,
  '48 M€',
  8.50,
  '+33180000000',
  '{
    "company": {"title": "Lumen Énergie — Notre entreprise", "metadesc": "Découvrez Lumen Énergie, producteur indépendant d''énergie solaire et éolienne : histoire, valeurs et chiffres clés."},
    "homepage": {"title": "Lumen Énergie — Carrières", "metadesc": "Rejoignez Lumen Énergie et participez à la transition énergétique des territoires. Découvrez nos métiers et nos offres.",
      "en": {"title": "Lumen Énergie — Careers", "metadesc": "Join Lumen Énergie and take part in the energy transition of local areas. Discover our trades and our jobs."}},
    "jobs": {"title": "Offres d''emploi — Lumen Énergie", "metadesc": "Toutes les offres d''emploi de Lumen Énergie : CDI, CDD, stages, alternances et missions freelance dans les énergies renouvelables."},
    "job_detail": {"title": "Offre d''emploi — Lumen Énergie", "metadesc": "Consultez le détail de cette offre chez Lumen Énergie et postulez en quelques minutes.",
      "en": {"title": "Job offer — Lumen Énergie", "metadesc": "See the details of this job at Lumen Énergie and apply in a few minutes."}},
    "team": {"title": "L''équipe Lumen Énergie", "metadesc": "Rencontrez les équipes de Lumen Énergie, découvrez nos bureaux, notre environnement de travail et notre processus de recrutement."}
  }'::jsonb,
  '[
    {"url": "/demo/photo-1.svg", "alt": "L''équipe d''exploitation devant un parc solaire"},
    {"src": "/demo/photo-2.svg", "alt": "Techniciens au pied d''une éolienne"},
    {"url": "/demo/photo-3.svg", "alt": "Réunion de projet au siège parisien"},
    {"src": "/demo/photo-4.svg", "alt": "Pose de panneaux photovoltaïques sur une toiture"},
    {"url": "/demo/photo-5.svg", "alt": "Salle de supervision SCADA"},
    {"src": "/demo/photo-6.svg", "alt": "Séminaire annuel des équipes"},
    {"url": "/demo/photo-7.svg", "alt": "Le bureau de Nantes au bord de la Loire"}
  ]'::jsonb,
  '2026-01-15T10:00:00+01:00',
  '2026-11-01T10:00:00+01:00'
),
-- Café Moka: a medium profile, its recruitment process as plain strings.
(
  'c0000000-0000-4000-8000-000000000003',
  'cafe-moka',
  'Café Moka',
  null, -- logo_url
  'a0000000-0000-4000-8000-000000000003',
  'Café Moka est une brûlerie artisanale bordelaise. Nous sélectionnons des cafés de spécialité auprès de petits producteurs en Éthiopie, en Colombie et au Guatemala, et nous les torréfions chaque semaine en petits lots.

Nos cafés sont servis dans nos deux boutiques, chez une centaine de restaurants et cafés partenaires, et expédiés partout en France depuis notre atelier.',
  null, null, -- "values", vision
  default, default, default, default, -- key_figures, tech_stack, offices, social_links
  '[
    "Candidature en ligne",
    "Dégustation et échange à la brûlerie",
    "Journée d''immersion avec l''équipe"
  ]'::jsonb,
  'https://cafe-moka.example',
  'Torréfaction de café',
  '11-50',
  null, -- headquarters
  'Bordeaux',
  null, null, -- cover_image_url, baseline
  2016,
  null, null, null, null, -- average_age, turnover, turnover_rate, companies_phone
  default, -- seo_pages
  '[
    {"url": "/demo/moka-photo-1.svg", "alt": "Le torréfacteur en fonctionnement"},
    {"src": "/demo/moka-photo-2.svg", "alt": "Le comptoir de la boutique des Chartrons"}
  ]'::jsonb,
  '2026-03-02T09:00:00+01:00',
  '2026-10-12T09:00:00+02:00'
) on conflict (id) do nothing;

-- The companies with few fields: Atelier Brique (every fallback) and Studio Calme (no
-- visible job, one draft: the job list's empty state).
insert into companies (id, slug, name, workspace_id, headquarters, industry) values
  ('c0000000-0000-4000-8000-000000000002', 'atelier-brique', 'Atelier Brique',
    'a0000000-0000-4000-8000-000000000002', 'Lyon', null),
  ('c0000000-0000-4000-8000-000000000004', 'studio-calme', 'Studio Calme',
    'a0000000-0000-4000-8000-000000000004', 'Rennes', 'Design')
on conflict (id) do nothing;

-- Plans (ADR 041), before the jobs: the database refuses a fourth visible offer
-- on Starter. Lumen Énergie pays for Pro, Café Moka is an Enterprise customer; Atelier
-- Brique (2 offers) and Studio Calme stay on Starter, the default.
update companies set plan = 'pro'
where id = 'c0000000-0000-4000-8000-000000000001' and plan = 'starter';
update companies set plan = 'enterprise'
where id = 'c0000000-0000-4000-8000-000000000003' and plan = 'starter';


-- ---------------------------------------------------------------------------
-- Jobs with every column: Lumen Énergie (workspace a0000000-...-000000000001), then
-- Café Moka (workspace a0000000-...-000000000003), in one insert.
-- Lumen Énergie: visible 01–09 (published / open / active), hidden 10–13 (draft, closed,
-- archived, draft).
-- ---------------------------------------------------------------------------

-- 01: complete reference job (every field filled).
insert into jobs (
  id, company_id, workspace_id,
  title, status, created_at, apply_url,
  city, zip_code, country_code, contract_type, experience_level, education_level,
  office_address, remote, duration, salary_min, salary_max, salary_currency, salary_period,
  description, profile, recruitment_process
) values (
  'b0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Ingénieur·e photovoltaïque', 'published', '2026-11-18T09:00:00+01:00', 'https://lumen-energie.example/carrieres/ingenieur-photovoltaique',
  'Paris', '75011', 'FR', 'CDI', 'Confirmé', 'Bac+5',
  '18 rue de la Roquette, 75011 Paris', 'Hybride', 'Temps plein', 45000, 55000, 'EUR', 'annuel',
  'Au sein de la direction technique, vous concevez les centrales solaires au sol et en toiture de nos projets, de l''esquisse jusqu''à la mise en service.

Vos missions :
- dimensionner les centrales (calepinage, choix des modules et onduleurs, plans électriques) ;
- réaliser les études de productible et les notes de calcul ;
- rédiger les cahiers des charges et analyser les offres des fournisseurs ;
- accompagner les équipes travaux pendant la construction et la mise en service.

Vous travaillez en lien étroit avec les chef·fe·s de projet développement et l''équipe exploitation.',
  'Diplômé·e d''une école d''ingénieurs ou d''un master en génie électrique ou énergétique, vous avez au moins 3 ans d''expérience dans le photovoltaïque.

- Maîtrise de PVsyst et d''AutoCAD ;
- bonne connaissance des normes NF C 15-100 et UTE C 15-712 ;
- rigueur, sens du travail en équipe et goût du terrain.

Des déplacements ponctuels sur les chantiers sont à prévoir (environ 20 % du temps).',
  'Un échange téléphonique de 30 minutes avec notre chargée de recrutement.
Un entretien technique avec le responsable du bureau d''études.
Une rencontre avec l''équipe et une visite de centrale.
Une proposition sous 48 heures.'
),

-- 02: CDD, Sur site, annual salary, no apply_url.
(
  'b0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Chargé·e de projets éoliens', 'open', '2026-11-06T11:15:00+01:00', null,
  'Nantes', '44000', 'FR', 'CDD', 'Junior', 'Bac+5',
  '5 quai de la Fosse, 44000 Nantes', 'Sur site', '12 mois', 38000, 44000, 'EUR', 'annuel',
  'Dans le cadre du remplacement d''un congé parental, vous rejoignez l''agence Grand Ouest pour piloter le développement de trois parcs éoliens terrestres en Loire-Atlantique et en Vendée.

- Coordination des études environnementales et acoustiques ;
- concertation avec les élus, les propriétaires et les riverains ;
- préparation des dossiers d''autorisation environnementale.',
  'Vous avez une première expérience (stage ou alternance compris) dans le développement de projets d''énergies renouvelables.
Vous aimez le terrain, le dialogue et la gestion de projet. Permis B indispensable.',
  'Entretien avec la responsable d''agence, puis rencontre avec l''équipe développement.'
),

-- 03: Freelance, full remote, daily rate.
(
  'b0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Consultant·e freelance SCADA', 'active', '2026-11-13T14:00:00+01:00', 'https://lumen-energie.example/carrieres/consultant-freelance-scada',
  'Lyon', '69003', 'FR', 'Freelance', 'Senior', 'Bac+5',
  null, 'Télétravail complet', '4 mois renouvelables', 550, 700, 'EUR', 'journalier',
  'Nous migrons la supervision de nos 64 parcs vers une nouvelle plateforme SCADA. Nous cherchons un·e consultant·e pour sécuriser cette migration.

- Audit de l''architecture existante et des protocoles (Modbus, IEC 60870-5-104, OPC UA) ;
- définition du plan de migration et des tests de recette ;
- accompagnement de l''équipe supervision pendant la bascule.',
  'Au moins 7 ans d''expérience en supervision industrielle, idéalement dans l''énergie.
Connaissance des enjeux de cybersécurité des systèmes industriels (IEC 62443).',
  'Un entretien visio avec le responsable supervision, puis un échange avec la DSI.'
),

-- 04: Stage, hybrid, monthly stipend.
(
  'b0000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Stagiaire data analyst', 'published', '2026-11-10T08:45:00+01:00', null,
  'Paris', '75011', 'FR', 'Stage', 'Junior', 'Bac+4',
  '18 rue de la Roquette, 75011 Paris', 'Hybride', '6 mois', 1200, 1400, 'EUR', 'mensuel',
  'Rattaché·e à l''équipe performance, vous analysez les données de production de nos centrales pour détecter les pertes et prioriser les interventions de maintenance.

- Construction de tableaux de bord sous Grafana ;
- analyses statistiques en Python (pandas) ;
- présentation des résultats aux équipes exploitation.',
  'Étudiant·e en école d''ingénieurs ou en master data, vous êtes à l''aise avec Python et SQL.
Curiosité et esprit de synthèse sont vos meilleurs atouts.',
  'Un entretien avec votre futur tuteur, puis un court exercice d''analyse à réaliser chez vous.'
),

-- 05: Alternance, only salary_min.
(
  'b0000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Alternant·e RH', 'open', '2026-11-02T09:30:00+01:00', 'https://lumen-energie.example/carrieres/alternant-rh',
  'Paris', '75011', 'FR', 'Alternance', 'Junior', 'Bac+3',
  '18 rue de la Roquette, 75011 Paris', 'Sur site', '24 mois', 1100, null, 'EUR', 'mensuel',
  'Vous rejoignez une équipe RH de quatre personnes et participez à l''ensemble des sujets du quotidien :
- recrutement (rédaction des annonces, tri des candidatures, organisation des entretiens) ;
- intégration des nouveaux arrivants ;
- suivi administratif du personnel et de la formation.',
  'Vous préparez un master en ressources humaines en alternance, avec un rythme compatible avec une présence régulière au siège.
Vous êtes discret·e, organisé·e et à l''écoute.',
  'Un entretien avec la responsable RH, puis une rencontre avec l''équipe.'
),

-- 06: lowercase 'cdi' (case-insensitive filter), Belgium, no salary.
(
  'b0000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Développeur·se full-stack TypeScript', 'published', '2026-11-16T10:30:00+01:00', 'https://lumen-energie.example/carrieres/developpeur-full-stack-typescript',
  'Bruxelles', '1000', 'BE', 'cdi', 'Confirmé', 'Bac+5',
  'Rue Royale 120, 1000 Bruxelles', 'Hybride', null, null, null, 'EUR', null,
  'Notre équipe produit développe les outils internes qui servent à suivre nos projets, de la prospection à l''exploitation : cartographie des sites, suivi des autorisations, portail des investisseurs citoyens.

Stack : TypeScript, React, Node.js, PostgreSQL, déployés sur Kubernetes.

- Conception et développement de nouvelles fonctionnalités ;
- revue de code et amélioration continue de la qualité ;
- échanges réguliers avec les équipes métier.',
  'Au moins 3 ans d''expérience en développement web avec TypeScript.
Vous aimez comprendre le métier de vos utilisateurs et vous écrivez des tests.',
  'Un premier échange avec le CTO, un exercice technique en binôme, puis une rencontre avec l''équipe.'
),

-- 07: the one visible job of company 1 without description / profile / recruitment_process.
(
  'b0000000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Technicien·ne de maintenance éolienne', 'active', '2026-10-28T13:00:00+01:00', null,
  'Amiens', '80000', 'FR', 'CDI', 'Junior', 'Bac+2',
  'Zone d''activités de la Vallée, 80000 Amiens', null, null, null, null, 'EUR', null,
  null, null, null
),

-- 08: Switzerland, no salary, no apply_url.
(
  'b0000000-0000-4000-8000-000000000008', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Responsable commercial·e Suisse romande', 'published', '2026-10-14T09:10:00+02:00', null,
  'Lausanne', '1003', 'CH', 'CDI', 'Senior', 'Bac+5',
  'Avenue de la Gare 10, 1003 Lausanne', 'Hybride', null, null, null, 'EUR', null,
  'Pour accompagner notre développement en Suisse romande, nous créons le poste de responsable commercial·e auprès des entreprises industrielles et des collectivités.

- Prospection et développement d''un portefeuille de clients ;
- montage d''offres de vente d''électricité verte et de centrales en toiture ;
- représentation de Lumen Énergie lors des salons professionnels.',
  'Vous justifiez d''au moins 8 ans d''expérience commerciale B2B, idéalement dans l''énergie.
Une bonne connaissance du tissu économique romand est indispensable.',
  'Un entretien avec le directeur commercial, puis une présentation d''un cas client devant le comité de direction.'
),

-- 09: salary in USD.
(
  'b0000000-0000-4000-8000-000000000009', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Business developer Amérique du Nord', 'open', '2026-10-23T10:00:00+02:00', 'https://lumen-energie.example/carrieres/business-developer-amerique-du-nord',
  'Paris', '75011', 'FR', 'CDI', 'Senior', 'Bac+5',
  '18 rue de la Roquette, 75011 Paris', 'Télétravail complet', null, 80000, 95000, 'USD', 'annuel',
  'Lumen Énergie prépare son arrivée au Québec et dans le nord-est des États-Unis. Vous serez la première personne dédiée à ce marché.

- Étude du marché et identification des partenaires locaux ;
- montage des premiers partenariats de co-développement ;
- reporting régulier au comité de direction.',
  'Expérience significative du développement commercial dans les énergies renouvelables en Amérique du Nord.
Anglais courant indispensable ; déplacements fréquents à prévoir.',
  'Deux entretiens avec la direction générale, puis une étude de cas.'
),

-- 10: draft (hidden).
(
  'b0000000-0000-4000-8000-000000000010', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Directeur·rice administratif·ve et financier·ère', 'draft', '2026-11-04T16:00:00+01:00', null,
  'Paris', '75011', 'FR', 'CDI', 'Senior', 'Bac+5',
  '18 rue de la Roquette, 75011 Paris', 'Sur site', null, 90000, 110000, 'EUR', 'annuel',
  'Brouillon : fiche de poste en cours de validation par la direction générale.',
  null, null
),

-- 11: closed (hidden).
(
  'b0000000-0000-4000-8000-000000000011', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Assistant·e administratif·ve', 'closed', '2026-10-19T15:20:00+02:00', null,
  'Nantes', '44000', 'FR', 'CDD', 'Junior', 'Bac+2',
  '5 quai de la Fosse, 44000 Nantes', 'Sur site', '6 mois', 24000, 26000, 'EUR', 'annuel',
  'Poste pourvu. Accueil de l''agence, gestion du courrier et appui administratif aux équipes projets.',
  null, null
),

-- 12: archived (hidden).
(
  'b0000000-0000-4000-8000-000000000012', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Stagiaire communication', 'archived', '2026-10-06T11:00:00+02:00', null,
  'Paris', '75011', 'FR', 'Stage', 'Junior', 'Bac+4',
  '18 rue de la Roquette, 75011 Paris', 'Hybride', '6 mois', 1000, 1000, 'EUR', 'mensuel',
  'Offre archivée. Appui à l''équipe communication : réseaux sociaux, lettre d''information et événements.',
  null, null
),

-- 13: draft (hidden).
(
  'b0000000-0000-4000-8000-000000000013', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001',
  'Juriste en droit de l''environnement', 'draft', '2026-09-29T17:45:00+02:00', null,
  'Paris', '75011', 'FR', 'Freelance', 'Confirmé', 'Bac+5',
  null, 'Télétravail complet', '3 mois', 500, 650, 'EUR', 'journalier',
  null, null, null
),

-- Café Moka.
(
  'b0000000-0000-4000-8000-000000000017', 'c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
  'Torréfacteur·rice', 'published', '2026-11-15T09:00:00+01:00', 'https://cafe-moka.example/recrutement/torrefacteur',
  'Bordeaux', '33300', 'FR', 'CDI', 'Confirmé', 'CAP',
  '42 quai des Chartrons, 33300 Bordeaux', 'Sur site', null, 28000, 32000, 'EUR', 'annuel',
  'Vous prenez en charge la torréfaction de nos cafés de spécialité sur notre torréfacteur de 15 kg.

- Élaboration et suivi des profils de torréfaction ;
- dégustations (cupping) hebdomadaires ;
- gestion des stocks de café vert et préparation des commandes.',
  'Une première expérience en torréfaction ou en barista de spécialité.
Un palais curieux et le goût du travail bien fait.',
  'Une dégustation à la brûlerie, puis une demi-journée d''essai.'
),
(
  'b0000000-0000-4000-8000-000000000018', 'c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
  'Alternant·e barista', 'active', '2026-11-05T10:45:00+01:00', null,
  'Bordeaux', '33000', 'FR', 'Alternance', 'Junior', 'Bac',
  null, 'Sur site', '12 mois', 900, 1100, 'EUR', 'mensuel',
  'Au comptoir de notre boutique du centre-ville, vous apprenez le métier de barista : préparation des boissons, conseil aux clients, entretien des machines.',
  'Vous préparez un titre professionnel ou un BTS en alternance et vous aimez le contact client.',
  null
),
(
  'b0000000-0000-4000-8000-000000000019', 'c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
  'Vendeur·se en boutique (renfort des fêtes)', 'open', '2026-10-21T13:30:00+02:00', null,
  'Bordeaux', '33000', 'FR', 'CDD', 'Junior', null,
  null, 'Sur site', '2 mois', null, null, 'EUR', null,
  'Renfort pour la période des fêtes : accueil, conseil, vente de cafés et de coffrets cadeaux, mise en rayon.',
  null,
  null
),
(
  'b0000000-0000-4000-8000-000000000020', 'c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
  'Commercial·e CHR', 'closed', '2026-09-25T09:00:00+02:00', null,
  'Bordeaux', '33300', 'FR', 'CDI', 'Confirmé', null,
  null, null, null, null, null, 'EUR', null,
  'Poste pourvu. Développement de notre clientèle de cafés, hôtels et restaurants en Gironde.',
  null,
  null
) on conflict (id) do nothing;

-- ---------------------------------------------------------------------------
-- Jobs with few fields — Atelier Brique (workspace a0000000-...-000000000002) and
-- Studio Calme's one draft (workspace a0000000-...-000000000004)
-- ---------------------------------------------------------------------------

insert into jobs (id, company_id, workspace_id, title, status, contract_type, city, created_at) values
  ('b0000000-0000-4000-8000-000000000014', 'c0000000-0000-4000-8000-000000000002',
    'a0000000-0000-4000-8000-000000000002', 'Menuisier·ère agenceur·se', 'published', 'CDI', 'Lyon',
    '2026-11-12T10:00:00+01:00'),
  ('b0000000-0000-4000-8000-000000000015', 'c0000000-0000-4000-8000-000000000002',
    'a0000000-0000-4000-8000-000000000002', 'Conducteur·rice de travaux', 'open', 'CDD', 'Villeurbanne',
    '2026-10-30T08:30:00+01:00'),
  ('b0000000-0000-4000-8000-000000000016', 'c0000000-0000-4000-8000-000000000002',
    'a0000000-0000-4000-8000-000000000002', 'Stagiaire design d''espace', 'draft', 'Stage', 'Lyon',
    '2026-10-10T14:00:00+02:00'),
  ('b0000000-0000-4000-8000-000000000021', 'c0000000-0000-4000-8000-000000000004',
    'a0000000-0000-4000-8000-000000000004', 'Designer produit', 'draft', 'CDI', 'Rennes',
    '2026-11-01T10:00:00+01:00')
on conflict (id) do nothing;

-- Lumen Énergie uses its own accent colour (advanced branding).
update companies set accent_color = '#1f5f99'
where id = 'c0000000-0000-4000-8000-000000000001' and accent_color is null;

-- Lumen Énergie has a presentation video (YouTube, privacy-enhanced embed address).
update companies set video_url = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'
where id = 'c0000000-0000-4000-8000-000000000001' and video_url is null;
-- Where applications go (ADR 024). Lumen Énergie: by e-mail and to its ATS,
-- here a local address nothing listens on (a refused connection, retried by the cron;
-- tests point it at a recording server of their own). Café Moka: by e-mail only.
-- Atelier Brique: nowhere, so the scheduled job warns that it keeps its applications.
-- The address is local demo data, refused by the Worker at delivery as any plain-http or
-- loopback one (ADR 040): the database accepts it in this transaction only.
select set_config('career_site.webhook_test_origins', 'http://127.0.0.1:9', true);
update companies set
  applications_email = 'recrutement@lumen-energie.example',
  applications_webhook_url = 'http://127.0.0.1:9/talentsite/webhooks',
  applications_webhook_secret = 'demo-only-lumen-energie-webhook-signing-secret'
where id = 'c0000000-0000-4000-8000-000000000001'
  and applications_email is null and applications_webhook_url is null;
update companies set applications_email = 'candidatures@cafe-moka.example'
where id = 'c0000000-0000-4000-8000-000000000003' and applications_email is null;

-- Companies' accounts (ADR 055): demo members who sign in with an e-mailed link
-- (`npm run workspace:link -- owner@lumen-energie.example` prints one).
insert into users (id, email, locale) values
  ('d0000000-0000-4000-8000-000000000001', 'owner@lumen-energie.example', 'fr'),
  ('d0000000-0000-4000-8000-000000000002', 'recruteur@lumen-energie.example', 'fr'),
  ('d0000000-0000-4000-8000-000000000003', 'owner@atelier-brique.example', 'fr'),
  ('d0000000-0000-4000-8000-000000000004', 'owner@cafe-moka.example', 'en')
on conflict (id) do nothing;
insert into company_members (company_id, user_id, role) values
  ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'owner'),
  ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'recruiter'),
  ('c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003', 'owner'),
  ('c0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000004', 'owner')
on conflict (company_id, user_id) do nothing;

commit;
