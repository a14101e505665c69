import { withConfirm } from "../confirm";
import {
  certificateOverviewSection,
  courseLogo,
  courseTopicsSection,
  entrySection,
  programmePage,
  shortCourse,
} from "./shared";

export const artificialIntelligencePage = programmePage({
  slug: "artificial-intelligence",
  description:
    "A hands-on short course in artificial intelligence and machine learning in Kathmandu: eleven topics, the tools you will use and sample materials.",
  subTitle: "From Python foundations to machine learning models",
  art: { imageSrc: "/art/programme-ai.svg", altText: "Illustration of a neural network diagram" },
});

export const artificialIntelligence = shortCourse({
  page: artificialIntelligencePage,
  logo: courseLogo("course-ai", "Artificial Intelligence short course"),
  heading: "Understand AI by building it",
  paragraphs: [
    "Artificial intelligence is changing how software is written and how decisions are made. This short course takes you from the Python basics to machine learning, neural networks and language models, and at every step you build something small that works.",
    "It is for students, graduates and professionals who want to use AI with understanding rather than treat it as a black box.",
  ],
  downloads: [
    { label: "Brochure", path: "/docs/artificial-intelligence-brochure.pdf", include: "all" },
    { label: "Flyer", path: "/docs/artificial-intelligence-flyer.pdf", include: ["overview", "entry"] },
  ],
  sections: [
    certificateOverviewSection(
      "Each topic pairs a short explanation with a guided lab. By the end you can prepare a data set, train and evaluate a model, explain its results and recognise where it could go wrong.",
      ["Weekly practical labs", "A final mini-project on a problem you choose"],
    ),
    withConfirm(
      courseTopicsSection("Course topics", [
        { title: "What AI is (and is not)", detail: "History, types of AI and where it is used today." },
        { title: "Python for AI", detail: "The language and notebooks used throughout the course." },
        { title: "Working with data", detail: "Loading, cleaning and exploring data with pandas." },
        {
          title: "Mathematics for machine learning",
          detail: "The essential statistics, probability and linear algebra.",
        },
        { title: "Supervised learning", detail: "Regression and classification models." },
        { title: "Unsupervised learning", detail: "Clustering and finding structure in data." },
        { title: "Model evaluation", detail: "Accuracy, overfitting and fair testing." },
        {
          title: "Neural networks and deep learning",
          detail: "How networks learn, built with a modern framework.",
        },
        { title: "Computer vision", detail: "Teaching a model to recognise images." },
        {
          title: "Natural language processing and large language models",
          detail: "Text, embeddings and prompting.",
        },
        { title: "Responsible AI", detail: "Bias, privacy and explaining decisions." },
      ]),
      "the AI course's topics, and how long the course runs (the page does not say)",
      ["Python for AI"],
    ),
    withConfirm(entrySection("artificial-intelligence"), "the AI course's entry requirements", [
      "Comfortable with school-level mathematics",
      "the course starts with Python from the basics",
    ]),
    {
      id: "tools",
      title: "Programming Tools Used",
      confirm: "the tools the AI course teaches with",
      claims: ["TensorFlow and Keras"],
      blocks: [
        {
          type: "list",
          items: [
            "Python",
            "Jupyter Notebook and Google Colab",
            "NumPy and pandas",
            "Matplotlib",
            "scikit-learn",
            "TensorFlow and Keras",
          ],
        },
      ],
    },
    {
      id: "samples",
      title: "Sample Materials",
      blocks: [
        {
          type: "text",
          text: "See how a session works: this sample contains a topic summary and a short lab exercise from the course.",
        },
        {
          type: "documents",
          items: [
            {
              label: "Sample materials",
              path: "/docs/artificial-intelligence-sample-materials.pdf",
              include: [],
              extra: [
                {
                  heading: "Sample topic: Supervised learning",
                  paragraphs: [
                    "In supervised learning a model learns from examples whose answers are already known, such as past house sales with their prices, and then predicts answers for new examples.",
                  ],
                },
                {
                  heading: "Lab exercise: predicting exam results",
                  bullets: [
                    "Load the sample data set of study hours and exam marks into a pandas DataFrame.",
                    "Plot hours against marks with Matplotlib and describe the pattern you see.",
                    "Split the data into training and test sets and fit a linear regression model with scikit-learn.",
                    "Measure the model's error on the test set and explain what it means in plain words.",
                    "Discuss: what other information might improve the prediction, and what might make it unfair?",
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
